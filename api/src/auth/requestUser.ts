import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/httpError';
import type { TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** claims of a valid, unrevoked bearer token (role as the account has it now), or null */
    user: TokenClaims | null;
    /** true when the request carried the admin token */
    isAdmin: boolean;
    /** true when a well-signed token was refused because it was signed out or its account is gone */
    sessionEnded: boolean;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function requireUser(request: FastifyRequest, message?: string): TokenClaims {
  if (!request.user) throw request.sessionEnded ? unauthorized(SESSION_ENDED_MESSAGE, 'session_ended') : unauthorized(message);
  return request.user;
}

export function requireAdmin(request: FastifyRequest): void {
  if (!request.isAdmin) throw forbidden('This needs the admin token.', 'admin_only');
}

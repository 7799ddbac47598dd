import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/httpError';
import type { TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** claims of a valid bearer token, or null */
    user: TokenClaims | null;
    /** true when the request carried the admin token */
    isAdmin: boolean;
  }
}

export function requireUser(request: FastifyRequest, message?: string): TokenClaims {
  if (!request.user) throw unauthorized(message);
  return request.user;
}

export function requireAdmin(request: FastifyRequest): void {
  if (!request.isAdmin) throw forbidden('This needs the admin token.', 'admin_only');
}

import { createHttpClient, isApiError, userDetailsFromAccount, type AccountAnswer, type HttpClient } from '@app/shared';
import type { SessionApi } from './authSession';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const unauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The session's two calls: POST logout (revoke) and GET account/me (check). They carry the token
 * they are about, never the current one: a client of their own, without the Platform's bearer
 * token, so revoking an old token can never sign out whoever is signed in now.
 */
export function createSessionApi(http: Pick<HttpClient, 'defaults'>): SessionApi {
  const client = createHttpClient({ baseURL: http.defaults.baseURL, getToken: () => undefined, timeoutMs: 10_000 });
  return {
    async revoke(token) {
      try {
        await client.post('/wp-json/custom/v1/logout', {}, bearer(token));
      } catch (error) {
        // already revoked or expired: nothing left to do
        if (unauthorized(error)) return;
        throw error;
      }
    },
    async me(token) {
      try {
        const { data } = await client.get<AccountAnswer>('/wp-json/custom/v1/account/me', bearer(token));
        return userDetailsFromAccount(data);
      } catch (error) {
        if (unauthorized(error)) return 'ended';
        throw error;
      }
    },
  };
}

import axios, { type AxiosInstance } from 'axios';
import type { UserDetails } from '@app/shared';
import type { SessionApi } from './authSession';

interface AccountFields {
  data: { user_id: number | string };
  first_name: string;
  last_name: string;
  user_email: string;
  state: string;
  phone_number: string;
  country: string;
  school?: string | null;
  mykad_number?: string | null;
  role?: string | null;
}

function toUserDetails(a: AccountFields): UserDetails {
  const role = a.role === 'student' || a.role === 'teacher' ? a.role : undefined;
  return {
    id: String(a.data.user_id),
    firstName: a.first_name,
    lastName: a.last_name,
    email: a.user_email,
    state: a.state,
    phoneNumber: a.phone_number,
    country: a.country,
    ...(a.school ? { school: a.school } : {}),
    ...(a.mykad_number ? { mykadNumber: a.mykad_number } : {}),
    ...(role ? { role } : {}),
  };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const unauthorized = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;

/**
 * The session's two calls: POST logout (revoke) and GET account/me (check). They carry the token
 * they are about, never the current one: a client of their own, without the Platform's bearer
 * interceptor, so revoking an old token can never sign out whoever is signed in now.
 */
export function createSessionApi(http: Pick<AxiosInstance, 'defaults'>): SessionApi {
  const client = axios.create({ baseURL: http.defaults.baseURL, timeout: 10_000 });
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
        const { data } = await client.get<AccountFields>('/wp-json/custom/v1/account/me', bearer(token));
        return toUserDetails(data);
      } catch (error) {
        if (unauthorized(error)) return 'ended';
        throw error;
      }
    },
  };
}

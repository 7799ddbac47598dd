import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { ApiError } from './apiError';

export interface HttpClientOptions {
  baseURL: string;
  getToken: () => string | undefined;
  timeoutMs?: number;
}

/** The one axios instance the shell builds and hands to every remote through the Platform. */
export function createHttpClient({ baseURL, getToken, timeoutMs = 15_000 }: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout: timeoutMs });
  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(undefined, (error: AxiosError<{ code?: string; message?: string }>) => {
    if (!error.response) {
      const code = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network_error';
      return Promise.reject(new ApiError(error.message || 'Network error', code, undefined, true));
    }
    const body = error.response.data;
    const details = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    return Promise.reject(new ApiError(body?.message ?? error.message, body?.code ?? 'http_error', error.response.status, false, details));
  });
  return http;
}

import { BehaviorSubject } from 'rxjs';
import type { HttpClient } from '@app/shared';

/** Verified for the session only (docs/requirements.md §4: "locked until the correct password is entered; then verified for the session"). */
export const GATE_SESSION_KEY = 'shell.gate.verified';
/** docs/requirements.md §9: "App-ready event about 2 s after unlock." */
export const APP_READY_DELAY_MS = 2000;
export const APP_READY_EVENT = 'app-ready';

export type GateVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'rate-limited' | 'network'; message?: string };

export function createGateService({
  enabled,
  http,
  session,
  schedule = setTimeout,
  dispatch = (e: Event) => window.dispatchEvent(e),
}: {
  enabled: boolean;
  http: HttpClient;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  schedule?: (fn: () => void, ms: number) => unknown;
  dispatch?: (e: Event) => void;
}) {
  const locked$ = new BehaviorSubject<boolean>(enabled && session.getItem(GATE_SESSION_KEY) !== '1');
  return {
    locked$,
    async verify(password: string): Promise<GateVerdict> {
      try {
        const { data } = await http.post<{ valid: boolean; token?: string }>('/wp-json/custom/v1/gate/verify', { password });
        if (!data.valid) return { ok: false, reason: 'invalid' };
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 401 || status === 403) return { ok: false, reason: 'invalid' };
        if (status === 429) return { ok: false, reason: 'rate-limited', message: (error as Error).message };
        return { ok: false, reason: 'network', message: (error as Error).message };
      }
      session.setItem(GATE_SESSION_KEY, '1');
      locked$.next(false);
      schedule(() => dispatch(new CustomEvent(APP_READY_EVENT)), APP_READY_DELAY_MS);
      return { ok: true };
    },
  };
}
export type GateService = ReturnType<typeof createGateService>;

import { apiFailure, type HttpClient, type ItemAttempt, type ScoreLevel } from '@app/shared';

/** A game opened from a teacher's PIN game: `?pin=<PIN>&player=<token>` (mfe-boards' join screen). */
export interface PinPlayer {
  pin: string;
  playerToken: string;
}

export function pinPlayerFrom(params: URLSearchParams): PinPlayer | undefined {
  const pin = params.get('pin');
  const playerToken = params.get('player');
  return pin && /^\d{6}$/.test(pin) && playerToken ? { pin, playerToken } : undefined;
}

/** A finished round as the live board takes it: the items are what the teacher's "words the class missed" reads. */
export interface PinRound {
  score: number;
  durationMs: number;
  level: ScoreLevel;
  items: ItemAttempt[];
}

/** What the result screen tells the player about the teacher's board. */
export type BoardStatus = 'sending' | 'sent' | 'refused' | 'failed';

/** Waits before each retry, ms: about three minutes in all, longer than a school's wifi drop or a database failover. */
export const PIN_SCORE_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the finished game's score to the live board (the teacher's projector updates over SSE).
 * The normal quiz score record is sent as well, by the frame, for a signed-in pupil; a nickname
 * player has only this, so a send that gets no answer or a 5xx/429 is tried again with the same
 * client id (the board keys on it: a retry never counts twice). A refusal (the game ended, the
 * player was taken off) is final. Resolves to what happened, never rejects.
 */
export async function sendPinScore(
  http: HttpClient,
  player: PinPlayer,
  round: PinRound,
  {
    waits = PIN_SCORE_RETRY_MS,
    wait = sleep,
    // a class behind one school address retries after the same outage: spread them, not all at once
    jitter = () => 0.5 + Math.random(),
  }: { waits?: readonly number[]; wait?: (ms: number) => Promise<void>; jitter?: () => number } = {},
): Promise<Exclude<BoardStatus, 'sending'>> {
  const body = { playerToken: player.playerToken, clientId: crypto.randomUUID(), ...round };
  for (let attempt = 0; ; attempt++) {
    try {
      await http.post(`/wp-json/custom/v1/gameboard/${player.pin}/score`, body);
      return 'sent';
    } catch (error) {
      const { status } = apiFailure(error);
      const worthRetrying = status === undefined || status >= 500 || status === 429;
      if (!worthRetrying) return 'refused';
      const next = waits[attempt];
      if (next === undefined) return 'failed';
      await wait(Math.round(next * jitter()));
    }
  }
}

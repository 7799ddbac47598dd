import type { HttpClient } from '@app/shared';

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

/**
 * Sends the finished game's score to the live board (the teacher's projector updates over SSE).
 * The normal quiz score record is sent as well, by the frame; the board keys on clientId, so a
 * retry never counts twice.
 */
export function sendPinScore(http: HttpClient, player: PinPlayer, score: number, durationMs: number): Promise<unknown> {
  return http.post(`/wp-json/custom/v1/gameboard/${player.pin}/score`, { playerToken: player.playerToken, score, durationMs, clientId: crypto.randomUUID() });
}

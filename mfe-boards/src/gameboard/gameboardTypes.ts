import type { GameSessionInfo } from '@app/shared';

export interface JoinResponse {
  playerId: number;
  playerToken: string;
  nickname: string;
  session: GameSessionInfo;
  /** where the game is played: /<game>?topic=<key>&pin=<PIN>&player=<token> */
  playUrl: string;
}

export const GAMEBOARD_API = '/wp-json/custom/v1/gameboard';

import type { GameSessionInfo } from '@app/shared';

export interface JoinResponse {
  playerId: number;
  playerToken: string;
  nickname: string;
  /** 'waiting': the teacher lets players in one by one and has not yet */
  status: 'playing' | 'waiting';
  session: GameSessionInfo;
  /** where the game is played: /<game>?topic=<key>&pin=<PIN>&player=<token> */
  playUrl: string;
}

export const GAMEBOARD_API = '/wp-json/custom/v1/gameboard';

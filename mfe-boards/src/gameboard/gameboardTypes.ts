export interface GameSessionInfo {
  pin: string;
  quizCategory: string;
  topicKey: string;
  language: string;
  status: 'open' | 'ended';
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
}

export interface BoardPlayer {
  rank: number | null;
  nickname: string;
  bestScore: number | null;
  attempts: number;
  lastScoreAt: string | null;
  joinedAt: string;
}

export interface BoardSnapshot {
  session: GameSessionInfo;
  players: BoardPlayer[];
}

export interface JoinResponse {
  playerId: number;
  playerToken: string;
  nickname: string;
  session: GameSessionInfo;
  /** where the game is played: /<game>?topic=<key>&pin=<PIN>&player=<token> */
  playUrl: string;
}

export const GAMEBOARD_API = '/wp-json/custom/v1/gameboard';

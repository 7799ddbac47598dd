import { gameOfCategory, isNicknameAllowed, maxScoreForItems, type ItemAttempt, type ScoreLevel } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/httpError';
import { itemsProblem } from '../quiz/itemRecordChecks';
import type { TopicFactsReader } from '../quiz/topicCeilings';
import { GAMEBOARD_TIMEOUT_MINUTES, hashToken, newPin, newPlayerToken, nicknameKey, publicSession, type GameSession } from './gameboardSessions';
import {
  findOpenSession,
  findOpenSessionAndPlayer,
  findPlayerByToken,
  insertBoardScore,
  insertPlayer,
  insertSession,
  isPupilOfTeacher,
} from './gameboardRepository';
import { countJoined, countPinMiss, countRefusedJoin, refuseIfGameBusy, refuseIfGuessingPins } from './pinLimits';
import type { LiveBus } from './liveBus';

/** A live PIN game's moves: a teacher opens it, pupils join with a nickname and send scores. */

export const NO_GAME = "No open game has that PIN. Check the PIN on your teacher's screen.";
const PIN_ATTEMPTS = 10;

/** Where a player's game opens: the game with the topic, the PIN and the player's token. */
const playUrl = (s: Pick<GameSession, 'quizCategory' | 'topicKey' | 'pin'>, token: string) => {
  const query = `topic=${encodeURIComponent(s.topicKey)}&pin=${s.pin}&player=${encodeURIComponent(token)}`;
  return `/${s.quizCategory.toLowerCase()}?${query}`;
};

export interface PinGameRequest {
  quizCategory: string;
  topicKey: string;
  language: string;
  admission: 'open' | 'approve';
  classOnly: boolean;
}

/** Opens a game under a free 6-digit PIN, ending by itself GAMEBOARD_TIMEOUT_MINUTES later. */
export async function openPinGame(db: Queryable, teacherId: number, r: PinGameRequest, now = Date.now()): Promise<GameSession> {
  const expiresAt = new Date(now + GAMEBOARD_TIMEOUT_MINUTES * 60_000).toISOString();
  for (let attempt = 0; attempt < PIN_ATTEMPTS; attempt++) {
    const session = await insertSession(db, { pin: newPin(), teacherId, ...r, expiresAt });
    if (session) return session;
  }
  throw conflict('Could not find a free PIN. Please try again.', 'pin_exhausted');
}

/** The open game a PIN names, counting a PIN that names none against the network (pinLimits). */
export async function lookUpPin(db: Queryable, pin: string, ip: string): Promise<GameSession> {
  await refuseIfGuessingPins(db, ip);
  const session = await findOpenSession(db, pin);
  if (session) return session;
  await countPinMiss(db, ip);
  throw notFound(NO_GAME, 'game_not_found');
}

/**
 * A pupil joins an open game under a nickname no one in it has (case and spaces aside) and that
 * a class board may show. A class-only game takes signed-in pupils of the teacher's classes; in
 * an approve game the player waits until the teacher lets them in.
 */
export async function joinPinGame(db: Queryable, bus: LiveBus, pin: string, nicknameGiven: string, userId: number | null, ip: string) {
  const session = await lookUpPin(db, pin, ip);
  await refuseIfGameBusy(db, session.id);
  const refuse = async (error: Error) => {
    await countRefusedJoin(db, session.id);
    return error;
  };
  if (session.classOnly) {
    if (userId === null) throw await refuse(unauthorized('This game is for the pupils of the teacher’s classes: sign in first.', 'class_only_sign_in'));
    if (!(await isPupilOfTeacher(db, session.teacherId, userId))) {
      throw await refuse(forbidden('This game is only for the pupils of the teacher’s classes.', 'class_only'));
    }
  }
  const nickname = nicknameGiven.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!isNicknameAllowed(nickname)) throw await refuse(badRequest('Please pick another nickname.', 'nickname_refused'));
  const token = newPlayerToken();
  const status: 'waiting' | 'playing' = session.admission === 'approve' ? 'waiting' : 'playing';
  const playerId = await insertPlayer(db, {
    sessionId: session.id,
    nickname,
    nicknameKey: nicknameKey(nickname),
    userId,
    tokenHash: hashToken(token),
    status,
  });
  if (playerId === undefined) {
    throw await refuse(conflict('Someone in this game already has that nickname. Pick another.', 'nickname_taken'));
  }
  await countJoined(db, session.id);
  await bus.publish({ sessionId: session.id, type: 'join', playerId });
  return { playerId, playerToken: token, nickname, status, session: publicSession(session), playUrl: playUrl(session, token) };
}

/** Where a player stands: 'waiting' until the teacher lets them in, 'removed' once taken off. */
export async function playerStatus(db: Queryable, pin: string, playerToken: string) {
  const session = await findOpenSession(db, pin);
  if (!session) throw forbidden('This game has ended.', 'game_ended');
  const player = await findPlayerByToken(db, session.id, hashToken(playerToken));
  if (!player) throw unauthorized('Join the game with its PIN first.', 'not_a_player');
  return { status: player.status, playUrl: player.status === 'playing' ? playUrl(session, playerToken) : null };
}

export interface PinScore {
  playerToken: string;
  score: number;
  durationMs?: number;
  clientId: string;
  /** the level played; the item records are checked against a round of it (the hardest without it) */
  level?: ScoreLevel;
  /** what the player answered, item by item (an older app sends none) */
  items?: ItemAttempt[];
}

/**
 * A player's score on an open game, once per client id. The live board believes no score above
 * what the game can give on this topic at its hardest level.
 */
export async function scorePinGame(db: Queryable, bus: LiveBus, topicFacts: TopicFactsReader, pin: string, s: PinScore) {
  const found = await findOpenSessionAndPlayer(db, pin, hashToken(s.playerToken));
  if (!found) throw forbidden('This game has ended; the score was not added.', 'game_ended');
  const { session, player } = found;
  if (!player) throw unauthorized('Join the game with its PIN first.', 'not_a_player');
  if (player.status === 'waiting') throw forbidden('Your teacher has not let you into this game yet.', 'not_admitted');
  if (player.status === 'removed') throw forbidden('Your teacher has taken you off this game.', 'player_removed');
  const playerId = player.id;
  const topic = await topicFacts(session.topicKey);
  const game = gameOfCategory(session.quizCategory);
  const ceiling = topic && game ? Math.max(...topic.ceilings(game)) : 0;
  if (s.score > ceiling) {
    throw badRequest(`A score of ${s.score} is more than this game can give (at most ${ceiling}).`, 'score_too_high');
  }
  // the same checks as a saved quiz score's items (ADR 0030): words of the topic, no more than a
  // round has, and a score no higher than those answers allow
  const level = s.level ?? 3;
  if (s.items && topic && game) {
    const problem = itemsProblem(s.items, topic, game, level);
    if (problem) throw problem;
  }
  const score = s.items && game ? Math.min(s.score, maxScoreForItems(game, level, s.items)) : s.score;
  const inserted = await insertBoardScore(db, {
    sessionId: session.id,
    playerId,
    clientId: s.clientId,
    score,
    durationMs: s.durationMs ?? null,
    items: s.items ?? null,
  });
  if (inserted) await bus.publish({ sessionId: session.id, type: 'score', playerId: Number(playerId) });
  return { accepted: true, duplicate: !inserted };
}

import type { BoardPlayer, BoardSnapshot, GameSessionInfo } from '../analytics/boardTypes';

/**
 * What changed on a live board between two snapshots (issue 28): the rows of players who are new
 * or whose score, attempts or status changed, the ranks that moved, and the players who left.
 * A score costs the stream its own row and the ranks it moved, not the whole board again.
 *
 * `base` and `version` number the snapshots: a patch applies only to the board it was made from,
 * so a browser that missed one asks for a full snapshot instead of drifting.
 */
export interface BoardPatch {
  base: number;
  version: number;
  /** the session, when it changed (a game that ended) */
  session?: GameSessionInfo;
  /** new or changed rows, whole */
  rows: BoardPlayer[];
  /** players whose row changed only in rank: [nickname, rank] */
  ranks: [string, number | null][];
  /** nicknames no longer on the board (a player the teacher removed) */
  removed: string[];
}

/** A snapshot with the version a stream's patches count from. */
export interface VersionedBoard extends BoardSnapshot {
  version: number;
}

/**
 * The board's one order: ranked players by rank, then players who have not scored yet in the
 * order they joined (the nickname breaks a tie, so every reader orders them alike).
 */
export function orderBoardPlayers(players: readonly BoardPlayer[]): BoardPlayer[] {
  return [...players].sort((a, b) => {
    if (a.rank !== null && b.rank !== null) return a.rank - b.rank;
    if (a.rank !== null) return -1;
    if (b.rank !== null) return 1;
    return a.joinedAt < b.joinedAt ? -1 : a.joinedAt > b.joinedAt ? 1 : a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0;
  });
}

const sameExceptRank = (a: BoardPlayer, b: BoardPlayer) =>
  a.bestScore === b.bestScore && a.attempts === b.attempts && a.lastScoreAt === b.lastScoreAt && a.joinedAt === b.joinedAt && a.status === b.status;

const sameSession = (a: GameSessionInfo, b: GameSessionInfo) =>
  (Object.keys(b) as (keyof GameSessionInfo)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

/** The patch that turns `prev` into `next`; null when nothing changed. */
export function diffBoard(prev: VersionedBoard, next: BoardSnapshot, version: number): BoardPatch | null {
  const before = new Map(prev.players.map((p) => [p.nickname, p]));
  const rows: BoardPlayer[] = [];
  const ranks: [string, number | null][] = [];
  for (const p of next.players) {
    const old = before.get(p.nickname);
    before.delete(p.nickname);
    if (!old || !sameExceptRank(old, p)) rows.push(p);
    else if (old.rank !== p.rank) ranks.push([p.nickname, p.rank]);
  }
  const removed = [...before.keys()];
  const session = sameSession(prev.session, next.session) ? undefined : next.session;
  if (!rows.length && !ranks.length && !removed.length && !session) return null;
  return { base: prev.version, version, ...(session ? { session } : {}), rows, ranks, removed };
}

/** `board` with `patch` applied; null when the patch was made from another version (ask for a snapshot). */
export function applyBoardPatch(board: VersionedBoard, patch: BoardPatch): VersionedBoard | null {
  if (patch.base !== board.version) return null;
  const players = new Map(board.players.map((p) => [p.nickname, p]));
  for (const nickname of patch.removed) players.delete(nickname);
  for (const row of patch.rows) players.set(row.nickname, row);
  for (const [nickname, rank] of patch.ranks) {
    const p = players.get(nickname);
    if (!p) return null;
    players.set(nickname, { ...p, rank });
  }
  return { session: patch.session ?? board.session, players: orderBoardPlayers([...players.values()]), version: patch.version };
}

import type { BoardPlayer, BoardSnapshot, GameSessionInfo } from '../analytics/boardTypes';
import { applyBoardPatch, diffBoard, orderBoardPlayers, type VersionedBoard } from './boardPatch';

const session: GameSessionInfo = {
  pin: '123456',
  quizCategory: 'Search',
  topicKey: 't',
  language: 'ta',
  status: 'open',
  createdAt: '2026-11-28T01:00:00.000Z',
  expiresAt: '2026-11-28T02:30:00.000Z',
  endedAt: null,
  admission: 'open',
  classOnly: false,
};
const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 1, 0, s)).toISOString();
const p = (nickname: string, rank: number | null, bestScore: number | null, joined: number, extra: Partial<BoardPlayer> = {}): BoardPlayer => ({
  rank,
  nickname,
  bestScore,
  attempts: bestScore === null ? 0 : 1,
  lastScoreAt: bestScore === null ? null : at(joined + 30),
  joinedAt: at(joined),
  status: 'playing',
  ...extra,
});
const board = (players: BoardPlayer[], s: GameSessionInfo = session): BoardSnapshot => ({ session: s, players: orderBoardPlayers(players) });
const v = (b: BoardSnapshot, version: number): VersionedBoard => ({ ...b, version });

// SPEC/issue 28: "send what changed (a player's row, the ranks that moved)", "a full snapshot on
// connect and on reconnect": the browser's board after the patches equals the snapshot.
describe('live board patches (issue 28: O(change) updates; the browser state after patches equals the snapshot)', () => {
  const empty = board([]);
  const oneJoined = board([p('Ali', null, null, 1)]);
  const twoJoined = board([p('Ali', null, null, 1), p('மீனா', null, null, 2)]);
  const aliScored = board([p('Ali', 1, 7, 1), p('மீனா', null, null, 2)]);
  const meenaTop = board([p('மீனா', 1, 9, 2), p('Ali', 2, 7, 1)]);
  const aliAgain = board([p('மீனா', 1, 9, 2), p('Ali', 2, 7, 1, { attempts: 2, lastScoreAt: at(50) })]);
  const waiting = board([p('மீனா', 1, 9, 2), p('Ali', 2, 7, 1), p('Siti', null, null, 3, { status: 'waiting' })]);
  const admitted = board([p('மீனா', 1, 9, 2), p('Ali', 2, 7, 1), p('Siti', null, null, 3)]);
  const removedAli = board([p('மீனா', 1, 9, 2), p('Siti', null, null, 3)]);
  const ended = board(removedAli.players, { ...session, status: 'ended', endedAt: at(90) });
  const big = board(Array.from({ length: 50 }, (_, i) => p(`p${i}`, i + 1, 100 - i, i)));
  const bigNewTop = board([p('new', 1, 500, 60), ...big.players.map((x) => ({ ...x, rank: x.rank! + 1 }))]);

  it.each([
    // name, before, after, rows sent, ranks sent, removed, session sent
    ['a first player joins', empty, oneJoined, ['Ali'], [], [], false],
    ['a second joins', oneJoined, twoJoined, ['மீனா'], [], [], false],
    ['a first score', twoJoined, aliScored, ['Ali'], [], [], false],
    ['a new leader moves the other down', aliScored, meenaTop, ['மீனா'], [['Ali', 2]], [], false],
    ['a lower score adds an attempt only', meenaTop, aliAgain, ['Ali'], [], [], false],
    ['a player waits to be let in', meenaTop, waiting, ['Siti'], [], [], false],
    ['the teacher lets them in', waiting, admitted, ['Siti'], [], [], false],
    ['the teacher removes a player', admitted, removedAli, [], [], ['Ali'], false],
    ['the game ends', removedAli, ended, [], [], [], true],
    [
      'a new leader on a board of 50: one row and 50 ranks, no other row',
      big,
      bigNewTop,
      ['new'],
      big.players.map((x) => [x.nickname, x.rank! + 1]),
      [],
      false,
    ],
  ] as const)('%s', (_name, before, after, rows, ranks, removed, sessionSent) => {
    const patch = diffBoard(v(before, 4), after, 5)!;
    expect(patch.rows.map((r) => r.nickname)).toEqual(rows);
    expect(patch.ranks).toEqual(ranks);
    expect(patch.removed).toEqual(removed);
    expect(patch.session !== undefined).toBe(sessionSent);
    expect(applyBoardPatch(v(before, 4), patch)).toEqual(v(after, 5));
  });

  it('sends nothing when nothing changed', () => expect(diffBoard(v(meenaTop, 3), meenaTop, 4)).toBeNull());

  it('refuses a patch made from another version (the browser then asks for a snapshot)', () => {
    const patch = diffBoard(v(aliScored, 7), meenaTop, 8)!;
    expect(applyBoardPatch(v(aliScored, 6), patch)).toBeNull();
  });

  it('a chain of patches ends on the last snapshot', () => {
    const chain = [empty, oneJoined, twoJoined, aliScored, meenaTop, aliAgain, waiting, admitted, removedAli, ended];
    let state: VersionedBoard | null = v(empty, 0);
    for (let i = 1; i < chain.length; i++) {
      const patch = diffBoard(v(chain[i - 1]!, i - 1), chain[i]!, i);
      state = patch ? applyBoardPatch(state!, patch) : state;
    }
    expect(state).toEqual(v(ended, chain.length - 1));
  });

  it('orders ranked players by rank, then the rest by when they joined, then nickname', () => {
    const order = orderBoardPlayers([p('b', null, null, 5), p('a', null, null, 5), p('z', 2, 3, 9), p('y', 1, 4, 9), p('c', null, null, 1)]);
    expect(order.map((x) => x.nickname)).toEqual(['y', 'z', 'c', 'a', 'b']);
  });
});

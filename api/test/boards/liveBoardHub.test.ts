import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { EventEmitter } from 'node:events';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from './boardFixtures';
import { createLiveBoardHub, type LiveBoardHub } from '../../src/routes/boards/liveBoardHub';
import { insertBoardScore, insertPlayer, insertSession, readBoard, setPlayerStatus } from '../../src/routes/boards/gameboardRepository';
import type { GameSession } from '../../src/routes/boards/gameboardSessions';
import type { Queryable } from '../../src/db/database';
import type { BoardEvent, LiveBus } from '../../src/routes/boards/liveBus';
import { boardEvents } from './liveBoardEvents';

/** A bus whose LISTEN connection the test "brings back" (the failover hook of issue 21.5). */
function fakeBus() {
  const emitter = new EventEmitter();
  const bus: LiveBus & { onReconnect(listener: () => void): () => void } = {
    publish: async (event: BoardEvent) => void emitter.emit('event', event),
    subscribe: (listener) => (emitter.on('event', listener), () => void emitter.off('event', listener)),
    onReconnect: (listener) => (emitter.on('reconnect', listener), () => void emitter.off('reconnect', listener)),
    close: async () => undefined,
  };
  return { bus, reconnect: () => emitter.emit('reconnect') };
}

// issue 28.2: "a full snapshot on connect and on reconnect"; issue 21.5: "LISTEN re-opened with a
// full board snapshot to every stream".
describe('the live board hub: one read per game, a snapshot to every stream when the bus comes back', () => {
  let ctx: TestContext;
  let server: Server;
  let hub: LiveBoardHub;
  let session: GameSession;
  const bus = fakeBus();
  const boardReads: unknown[][] = [];
  before(async () => {
    ctx = await buildTestApp();
    const teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Hub', role: 'teacher' });
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    session = (await insertSession(ctx.db, {
      pin: '777001',
      teacherId: teacher,
      quizCategory: 'Search',
      topicKey: 't',
      language: 'ta',
      expiresAt,
      admission: 'open',
      classOnly: false,
    }))!;
    // the hub's board reads, as [session] (every row) or [session, player ids] (the named ones)
    const spy: Queryable = {
      query: ((text: string, params?: unknown[]) => {
        if (text.includes('FROM gameboard_players p')) boardReads.push(params ?? []);
        return ctx.db.query(text, params);
      }) as Queryable['query'],
    };
    hub = createLiveBoardHub(spy, bus.bus);
    server = createServer((req, res) => void hub.attach(session, req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  after(async () => {
    hub.close();
    await new Promise((r) => server.close(r));
    await ctx.close();
  });

  const open = async () => {
    const res = await new Promise<IncomingMessage>((resolve) => httpGet(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, resolve));
    return { res, live: boardEvents(res) };
  };

  it('sends each stream its snapshot, patches after a change, and a whole board to all of them when the bus reconnects', async () => {
    const a = await open();
    const b = await open();
    await a.live.until(() => a.live.events.length === 1);
    await b.live.until(() => b.live.events.length === 1);
    expect(hub.streamCount()).toBe(2);

    await insertPlayer(ctx.db, { sessionId: session.id, nickname: 'Ali', nicknameKey: 'ali', userId: null, tokenHash: 'x1', status: 'playing' });
    await bus.bus.publish({ sessionId: session.id, type: 'join' });
    await a.live.until(() => a.live.events.at(-1)!.players.length === 1);
    expect(a.live.kinds).toEqual(['board', 'patch']);

    // a join the bus never announced (it was down), then the bus is back
    await insertPlayer(ctx.db, { sessionId: session.id, nickname: 'Siti', nicknameKey: 'siti', userId: null, tokenHash: 'x2', status: 'playing' });
    bus.reconnect();
    for (const s of [a, b]) {
      await s.live.until(() => s.live.events.at(-1)!.players.length === 2);
      expect(s.live.kinds.at(-1)).toBe('board');
    }
    a.res.destroy();
    b.res.destroy();
  });

  // issue 28.2: a burst reads only the players it named, and the board stays exact: after joins,
  // scores (ties, improvements, worse tries), an admission and a removal the streamed board is the
  // one a full read gives.
  it('reads only the named players of a burst and streams the board a full read gives', async () => {
    const s = await open();
    await s.live.until(() => s.live.events.length >= 1);
    boardReads.length = 0;
    const ids: number[] = [];
    for (const [i, name] of ['Kavin', 'Meena', 'Arul', 'Nila', 'Ravi'].entries()) {
      const id = await insertPlayer(ctx.db, {
        sessionId: session.id,
        nickname: name,
        nicknameKey: name.toLowerCase(),
        userId: null,
        tokenHash: `h${i}`,
        status: i === 4 ? 'waiting' : 'playing',
      });
      ids.push(id!);
      await bus.bus.publish({ sessionId: session.id, type: 'join', playerId: id! });
    }
    const scores: [number, number][] = [
      [0, 30],
      [1, 50],
      [2, 50],
      [0, 20],
      [3, 10],
      [0, 60],
      [1, 40],
    ];
    for (const [n, [who, score]] of scores.entries()) {
      await insertBoardScore(ctx.db, { sessionId: session.id, playerId: String(ids[who]), clientId: `hub-${n}`, score, durationMs: 1000 });
      await bus.bus.publish({ sessionId: session.id, type: 'score', playerId: ids[who] });
    }
    await setPlayerStatus(ctx.db, session.id, 'ravi', 'playing');
    await bus.bus.publish({ sessionId: session.id, type: 'join', playerId: ids[4] });
    await setPlayerStatus(ctx.db, session.id, 'arul', 'removed');
    await bus.bus.publish({ sessionId: session.id, type: 'join', playerId: ids[2] });

    const full = await readBoard(ctx.db, session);
    expect(full.players.map((p) => p.nickname)).toContain('Ravi');
    expect(full.players.map((p) => p.nickname)).not.toContain('Arul');
    await s.live.until(() => JSON.stringify(s.live.events.at(-1)!.players) === JSON.stringify(full.players));
    // every read after the snapshot named its players; none read the whole game again
    expect(boardReads.length).toBeGreaterThan(0);
    for (const params of boardReads) {
      expect(params).toHaveLength(2);
      for (const id of params[1] as number[]) expect(ids).toContain(id);
    }
    expect(full.players.slice(0, 2).map((p) => [p.nickname, p.rank, p.bestScore])).toEqual([
      ['Kavin', 1, 60],
      ['Meena', 2, 50],
    ]);
    s.res.destroy();
  });
});

import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from './boardFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { boardEvents } from './liveBoardEvents';
import { PIN_MISSES } from '../../src/routes/boards/pinLimits';
import type { BoardPatch } from '@app/shared/node';

const BASE = '/wp-json/custom/v1/gameboard';

// issue 21.7: "PIN look-up and join limited per network prefix and per PIN; a teacher admits or
// removes players and may require signed-in pupils of their classes; nicknames filtered".
// issue 28.2: "coalesce a burst of scores per session … send what changed".
describe('PIN games strangers cannot walk into, and boards that send what changed', () => {
  let ctx: TestContext;
  let teacher: number;
  let pupil: number;
  let stranger: number;
  let port: number;
  before(async () => {
    const url = process.env.TEST_DATABASE_URL;
    ctx = await buildTestApp(url ? { env: { DATABASE_URL: url } } : {});
    teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Kelas', role: 'teacher' });
    pupil = await insertUser(ctx.db, { first: 'Murid', last: 'Kelas' });
    stranger = await insertUser(ctx.db, { first: 'Orang', last: 'Luar' });
    const cls = await ctx.db.query<{ id: string }>(`INSERT INTO classes (teacher_id, name, code) VALUES ($1, '4 Melati', 'PINCLS1') RETURNING id`, [teacher]);
    await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [cls.rows[0]!.id, pupil]);
    await insertTopic(ctx.db, animalTopic('pre-generated-animals'));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  after(() => ctx.close());

  const open = async (options: Record<string, unknown> = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: ctx.authHeader(teacher, 'teacher'),
      payload: { quiz_category: 'Search', topic_key: 'pre-generated-animals', language: 'ta', ...options },
    });
    expect(res.statusCode).toBe(201);
    return res.json().pin as string;
  };
  const join = (pin: string, nickname: string, o: { ip?: string; headers?: Record<string, string>; app?: TestContext['app'] } = {}) =>
    (o.app ?? ctx.app).inject({ method: 'POST', url: `${BASE}/${pin}/join`, payload: { nickname }, headers: o.headers, remoteAddress: o.ip ?? '10.1.1.1' });
  const score = (pin: string, playerToken: string, value: number, clientId: string) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/score`, payload: { playerToken, score: value, clientId } });
  const act = (pin: string, action: 'admit' | 'remove', nickname: string) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/players/${action}`, headers: ctx.authHeader(teacher, 'teacher'), payload: { nickname } });
  const board = async (pin: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/board`, headers: ctx.authHeader(teacher, 'teacher') })).json();
  const stream = async (pin: string) => {
    const { ticket } = (await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/ticket`, headers: ctx.authHeader(teacher, 'teacher') })).json();
    const res = await new Promise<IncomingMessage>((resolve) =>
      httpGet(`http://127.0.0.1:${port}${BASE}/${pin}/events?ticket=${encodeURIComponent(ticket)}`, resolve),
    );
    return { res, live: boardEvents(res) };
  };

  it('lets a class of 40 behind one school address all join, and refuses a nickname the board must not show', async () => {
    const pin = await open();
    for (let i = 1; i <= 40; i++) expect((await join(pin, `Murid ${i}`, { ip: '203.0.113.9' })).statusCode).toBe(201);
    for (const rude of ['bodoh', 'B0D0H', 'முட்டாள்', 'fuuuck']) {
      const res = await join(pin, rude, { ip: '203.0.113.9' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('nickname_refused');
    }
    expect((await board(pin)).players).toHaveLength(40);
  });

  it('in an approve game, a player waits unranked until the teacher lets them in, and a removed player is off the board and cannot score', async () => {
    const pin = await open({ admission: 'approve' });
    const ali = (await join(pin, 'Ali')).json();
    expect(ali.status).toBe('waiting');
    const early = await score(pin, ali.playerToken, 5, 'approve-ali-1');
    expect([early.statusCode, early.json().code]).toEqual([403, 'not_admitted']);
    expect((await board(pin)).players).toEqual([expect.objectContaining({ nickname: 'Ali', status: 'waiting', rank: null })]);
    const asked = await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/status`, payload: { playerToken: ali.playerToken } });
    expect(asked.json()).toEqual({ status: 'waiting', playUrl: null });

    expect((await act(pin, 'admit', 'ALI')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/status`, payload: { playerToken: ali.playerToken } })).json().status).toBe('playing');
    expect((await score(pin, ali.playerToken, 5, 'approve-ali-2')).statusCode).toBe(200);
    expect((await board(pin)).players).toEqual([expect.objectContaining({ nickname: 'Ali', status: 'playing', rank: 1, bestScore: 5 })]);

    expect((await act(pin, 'remove', 'Ali')).statusCode).toBe(200);
    expect((await board(pin)).players).toEqual([]);
    const late = await score(pin, ali.playerToken, 6, 'approve-ali-3');
    expect([late.statusCode, late.json().code]).toEqual([403, 'player_removed']);
    // the nickname stays taken: a removed player cannot come back under it
    expect((await join(pin, 'ali')).statusCode).toBe(409);
    // only the game's teacher admits or removes
    const other = await insertUser(ctx.db, { first: 'Lain', last: 'Guru', role: 'teacher' });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${pin}/players/remove`,
      headers: ctx.authHeader(other, 'teacher'),
      payload: { nickname: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a class-only game takes signed-in pupils of the teacher’s classes and nobody else', async () => {
    const pin = await open({ class_only: true });
    const anonymous = await join(pin, 'Tetamu');
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'class_only_sign_in']);
    const outsider = await join(pin, 'Luar', { headers: ctx.authHeader(stranger) });
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'class_only']);
    expect((await join(pin, 'Murid', { headers: ctx.authHeader(pupil) })).statusCode).toBe(201);
    expect((await board(pin)).players.map((p: { nickname: string }) => p.nickname)).toEqual(['Murid']);
  });

  it('stops PIN guessing from one IPv6 /64 across two api instances, without stopping a class on another network', async () => {
    const pin = await open();
    const second = await ctx.secondInstance();
    try {
      const guesses: number[] = [];
      for (let i = 0; i < PIN_MISSES.per10Minutes + 5; i++) {
        const wrong = String((Number(pin) + 1 + i) % 1_000_000).padStart(6, '0');
        // every guess from another address of one /64, alternating between the instances
        const app = i % 2 ? second.app : ctx.app;
        const res = await app.inject({ method: 'GET', url: `${BASE}/${wrong}`, remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` });
        guesses.push(res.statusCode);
      }
      expect(guesses.slice(0, PIN_MISSES.per10Minutes).every((s) => s === 404)).toBe(true);
      expect(guesses.slice(PIN_MISSES.per10Minutes)).toEqual(Array(5).fill(429));
      // the right PIN from that /64 is refused too (a guesser learns nothing), on either instance
      expect((await join(pin, 'Penebak', { ip: '2001:db8:1:2::ffff', app: second.app })).statusCode).toBe(429);
      // another network, and a class behind one IPv4, still join
      expect((await join(pin, 'Kelas A', { ip: '2001:db8:9:9::1' })).statusCode).toBe(201);
      expect((await join(pin, 'Kelas B', { ip: '198.51.100.7', app: second.app })).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('stops a known PIN being hammered with refused joins (per game, across instances)', async () => {
    const pin = await open();
    const second = await ctx.secondInstance();
    try {
      await join(pin, 'Asal');
      let last = 0;
      for (let i = 0; i < 205 && last !== 429; i++) {
        last = (await join(pin, 'asal', { ip: `192.0.2.${i % 250}`, app: i % 2 ? second.app : ctx.app })).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('sends a burst of scores as a few patches of the rows that changed, ending on the exact board', async () => {
    const pin = await open();
    const players = [];
    for (let i = 1; i <= 30; i++) players.push((await join(pin, `Pemain ${i}`)).json());
    const { res, live } = await stream(pin);
    await live.until(() => live.events.length >= 1 && live.events[0]!.players.length === 30);
    const patches: BoardPatch[] = [];
    res.on('data', (chunk: string) => {
      for (const block of chunk.split('\n\n')) if (block.startsWith('event: patch')) patches.push(JSON.parse(block.split('data: ')[1]!) as BoardPatch);
    });
    // the whole class finishes at once
    const sent = await Promise.all(players.map((p, i) => score(pin, p.playerToken, (i * 7) % 31, `burst-score-${i}`)));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    await live.until(() => live.events.at(-1)!.players.every((p) => p.bestScore !== null));
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.length).toBeLessThan(30);
    const { version: _v, ...built } = live.events.at(-1)!;
    expect(built).toEqual(await board(pin));

    // one more score: its row, and only the ranks it moved
    const before = live.events.length;
    const lowest = live.events.at(-1)!.players.at(-1)!;
    const who = players.find((p) => p.nickname === lowest.nickname)!;
    await score(pin, who.playerToken, 30, 'burst-last');
    await live.until(() => live.events.length > before);
    const last = patches.at(-1)!;
    expect(last.rows.map((r) => r.nickname)).toEqual([lowest.nickname]);
    expect(last.ranks.length).toBeLessThan(30);
    expect(last.ranks.every(([, rank]) => rank !== null)).toBe(true);
    const { version: _w, ...after } = live.events.at(-1)!;
    expect(after).toEqual(await board(pin));
    res.destroy();
  });
});

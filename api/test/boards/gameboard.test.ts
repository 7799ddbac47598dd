import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from './boardFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { buildApp } from '../../src/app';
import { boardEvents } from './liveBoardEvents';
import { maxScoreForItems, type ItemAttempt } from '@app/shared/node';

const BASE = '/wp-json/custom/v1/gameboard';

describe('PIN games: POST /wp-json/custom/v1/gameboard and its live board', () => {
  let ctx: TestContext;
  let teacher: number;
  let student: number;
  let port: number;
  before(async () => {
    // on PostgreSQL the live bus LISTENs on its own connection, so it needs the URL
    const url = process.env.TEST_DATABASE_URL;
    ctx = await buildTestApp(url ? { env: { DATABASE_URL: url } } : {});
    teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Besar', role: 'teacher' });
    student = await insertUser(ctx.db, { first: 'Murid', last: 'Satu' });
    // the board refuses a score above what the game can give on the topic: it must exist
    await insertTopic(ctx.db, animalTopic('pre-generated-animals'));
    await insertTopic(ctx.db, animalTopic('pre-generated-food'));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  after(() => ctx.close());

  const teacherH = () => ctx.authHeader(teacher, 'teacher');

  it('should refuse to start a game for a non-teacher, even with a forged teacher claim', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: ctx.authHeader(student, 'teacher'),
      payload: { quiz_category: 'Search', topic_key: 'pre-generated-animals', language: 'ta' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'teacher_only', message: 'Only teachers run PIN games.' });
  });

  it('should run a whole game: PIN, joins, live scores in order, end, CSV', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: teacherH(),
      payload: { quiz_category: 'Search', topic_key: 'pre-generated-animals', language: 'ta' },
    });
    expect(created.statusCode).toBe(201);
    const { pin } = created.json();
    expect(pin).toMatch(/^\d{6}$/);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}` })).json()).toMatchObject({ pin, quizCategory: 'Search', status: 'open' });

    const { ticket } = (await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/ticket`, headers: teacherH() })).json();
    const stream = await new Promise<IncomingMessage>((resolve) =>
      httpGet(`http://127.0.0.1:${port}${BASE}/${pin}/events?ticket=${encodeURIComponent(ticket)}`, resolve),
    );
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const live = boardEvents(stream);
    await live.until(() => live.events.length >= 1);
    expect(live.events[0]!.players).toEqual([]);

    const join = async (nickname: string, headers = {}) => ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/join`, headers, payload: { nickname } });
    const ali = (await join('Ali')).json();
    const siti = (await join('Siti', ctx.authHeader(student))).json();
    expect(ali.playUrl).toBe(`/search?topic=pre-generated-animals&pin=${pin}&player=${encodeURIComponent(ali.playerToken)}`);
    expect((await join(' ali ')).statusCode).toBe(409);
    await live.until(() => live.events.at(-1)!.players.length === 2);

    const score = (token: string, value: number, clientId: string) =>
      ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/score`, payload: { playerToken: token, score: value, clientId } });
    expect((await score(ali.playerToken, 70, 'client-ali-1')).json()).toEqual({ accepted: true, duplicate: false });
    expect((await score(siti.playerToken, 90, 'client-siti-1')).statusCode).toBe(200);
    expect((await score(siti.playerToken, 90, 'client-siti-1')).json()).toEqual({ accepted: true, duplicate: true });
    await live.until(() => live.events.at(-1)!.players.every((p) => p.bestScore !== null));
    expect(live.events.at(-1)!.players.map((p) => [p.rank, p.nickname, p.bestScore])).toEqual([
      [1, 'Siti', 90],
      [2, 'Ali', 70],
    ]);
    // the board the patches built is the board the api reads (issue 28: the browser state equals the snapshot)
    const { version: _v, ...built } = live.events.at(-1)!;
    expect(built).toEqual((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/board`, headers: teacherH() })).json());
    expect(live.kinds[0]).toBe('board');
    expect(live.kinds.slice(1).every((k) => k === 'patch')).toBe(true);

    expect((await score('not-a-real-player-token', 50, 'client-x-1')).statusCode).toBe(401);

    const ended = await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/end`, headers: teacherH() });
    expect(ended.json().session.status).toBe('ended');
    await live.until(() => live.events.at(-1)!.session.status === 'ended');
    const late = await score(ali.playerToken, 100, 'client-ali-2');
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('game_ended');
    stream.destroy();

    const csv = await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/results.csv`, headers: teacherH() });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('rank,nickname,best_score,attempts,last_score_at,joined_at,game,topic,pin');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual(['1,Siti,90,1', '2,Ali,70,1']);
  });

  it('should end a game by itself after its timeout', async () => {
    const { pin } = (
      await ctx.app.inject({
        method: 'POST',
        url: BASE,
        headers: teacherH(),
        payload: { quiz_category: 'Blank', topic_key: 'pre-generated-food', language: 'en' },
      })
    ).json();
    await ctx.db.query(`UPDATE gameboard_sessions SET expires_at = now() - interval '1 minute' WHERE pin = $1 AND status = 'open'`, [pin]);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/board`, headers: teacherH() })).json().session.status).toBe('ended');
  });

  it("should keep one teacher's board and CSV from another teacher", async () => {
    const other = await insertUser(ctx.db, { first: 'Lain', last: 'Guru', role: 'teacher' });
    const { pin } = (
      await ctx.app.inject({
        method: 'POST',
        url: BASE,
        headers: teacherH(),
        payload: { quiz_category: 'Error', topic_key: 'pre-generated-food', language: 'bm' },
      })
    ).json();
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/board`, headers: ctx.authHeader(other, 'teacher') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/events?ticket=1.9999999999.forged` })).statusCode).toBe(401);
  });

  it('should keep what each player answered and give the teacher the words the class missed, most-missed first', async () => {
    const { pin } = (
      await ctx.app.inject({
        method: 'POST',
        url: BASE,
        headers: teacherH(),
        payload: { quiz_category: 'Choice', topic_key: 'pre-generated-animals', language: 'ta' },
      })
    ).json();
    const join = async (nickname: string) => (await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/join`, payload: { nickname } })).json();
    const [ali, siti, ravi] = [await join('Ali'), await join('Siti'), await join('Ravi')];
    const send = (token: string, clientId: string, score: number, items: unknown[]) =>
      ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/score`, payload: { playerToken: token, score, clientId, level: 1, items } });
    const right = (word: string) => ({ word, outcome: 'right', given: word, ms: 3000 });
    const missed = (word: string, wrong: string) => ({ word, outcome: 'right', given: word, wrong: [wrong], wrongTries: 1, ms: 5000 });
    const aliItems = [missed('புலி', 'கரடி'), right('யானை')];
    // Ali claims more than his answers allow: the board keeps what they allow (as a saved score, ADR 0022)
    const allowed = maxScoreForItems(
      'choice',
      1,
      aliItems.map((i) => ({ wrong: [], wrongTries: 0, hints: 0, ...i }) as ItemAttempt),
    );
    expect((await send(ali.playerToken, 'words-ali-1', allowed + 5, aliItems)).json()).toEqual({ accepted: true, duplicate: false });
    expect((await send(siti.playerToken, 'words-siti-1', 10, [missed('புலி', 'கரடி'), missed('யானை', 'மயில்')])).statusCode).toBe(200);
    // a word the topic does not have is refused, as for a saved score (ADR 0030)
    const stranger = await send(ravi.playerToken, 'words-ravi-1', 10, [right('டைனோசர்')]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().code).toBe('item_not_in_topic');
    // an older app sends no items: its score still counts on the board
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/score`, payload: { playerToken: ravi.playerToken, score: 0, clientId: 'words-ravi-2' } }))
        .statusCode,
    ).toBe(200);

    const words = await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/words`, headers: teacherH() });
    expect(words.statusCode).toBe(200);
    expect(words.json()).toEqual({
      language: 'ta',
      words: [
        { word: 'புலி', pupils: 2, right_first_time: 0, missed: 2, wrong_answers: [{ answer: 'கரடி', pupils: 2 }] },
        { word: 'யானை', pupils: 2, right_first_time: 1, missed: 1, wrong_answers: [{ answer: 'மயில்', pupils: 1 }] },
      ],
    });
    const board = (await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/board`, headers: teacherH() })).json();
    expect(board.players.find((p: { nickname: string }) => p.nickname === 'Ali')?.bestScore).toBe(allowed);
    // another teacher reads nothing of this game
    const other = await insertUser(ctx.db, { first: 'Lain', last: 'Guru', role: 'teacher' });
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${pin}/words`, headers: ctx.authHeader(other, 'teacher') })).statusCode).toBe(404);
  });

  it('should answer 400 for a PIN that is not 6 digits and 404 for an unknown one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/12ab` })).statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'POST', url: `${BASE}/000000/join`, payload: { nickname: 'X' } });
    expect([404]).toContain(unknown.statusCode);
  });

  it(
    'should fan a join on one api instance out to a board streamed by another (PostgreSQL LISTEN/NOTIFY)',
    { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL: PGlite is one process by design' },
    async () => {
      const second = await buildApp({ db: ctx.db, config: ctx.config });
      await second.ready();
      try {
        const { pin } = (
          await ctx.app.inject({
            method: 'POST',
            url: BASE,
            headers: teacherH(),
            payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-food', language: 'ta' },
          })
        ).json();
        const { ticket } = (await ctx.app.inject({ method: 'POST', url: `${BASE}/${pin}/ticket`, headers: teacherH() })).json();
        const stream = await new Promise<IncomingMessage>((resolve) =>
          httpGet(`http://127.0.0.1:${port}${BASE}/${pin}/events?ticket=${encodeURIComponent(ticket)}`, resolve),
        );
        const live = boardEvents(stream);
        await live.until(() => live.events.length >= 1);
        const joined = await second.inject({ method: 'POST', url: `${BASE}/${pin}/join`, payload: { nickname: 'Elsewhere' } });
        expect(joined.statusCode).toBe(201);
        await live.until(() => live.events.at(-1)!.players.some((p) => p.nickname === 'Elsewhere'));
        stream.destroy();
      } finally {
        await second.close();
      }
    },
  );
});

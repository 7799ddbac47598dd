#!/usr/bin/env node
// Long tasks while a game starts and plays (issue 22, point 6: none over 100 ms at 4x CPU). For
// each of the 19 games, on a 360×740 touch phone in Tamil, signed in as the demo student, at 4x
// CPU (CDP Emulation.setCPUThrottlingRate) in a cold browser context: open the game page, choose
// the first level, wait for the first board, then play a little: a few options or tiles, or in the
// keypad games a whole word's letters and the Check. A
// PerformanceObserver installed before navigation collects every `longtask` entry; the table gives
// the longest task and the count of tasks over 100 ms during
//   start: navigation → first board, and the second after it (what the child waits through), and
//   play:  the taps, and the second after the last one.
// Up to the level buttons the bench only polls the page over CDP: Playwright's own helper script,
// injected into the page at its first locator, was a long task of its own in the measured load
// (61 ms of "InjectedScript" in a CPU profile). It is injected once the level buttons show, and
// the tasks of that moment are left out.
// Beside them, a bare static page with a heading and four buttons, served by node:http in the same
// run and measured the same way: the floor of this machine. Asserts nothing.
//
// Uses the product at BENCH_URL (as `npm run bench` serves it), or starts its own on port 4396
// (BENCH_LONGTASK_PORT) from deploy/ (or BENCH_LONGTASK_DEPLOY, e.g. a copy of the previous build)
// and stops it. Environment: BENCH_LONGTASK_RUNS (2; the worst
// run is shown), BENCH_LONGTASK_GAMES (a comma list, default all), BENCH_LONGTASK_COMPARE_URL (a
// second server, e.g. the previous build, measured interleaved; its rows end in *), BENCH_LONGTASK_PROFILE (a folder:
// writes CPU profiles of each game's load up to its level buttons, its start from the level tap, and its play, to find what a long
// task is made of), BENCH_LONGTASK_TRACE (a folder: Chrome traces of the same two phases, with style,
// layout and paint, which a CPU profile lumps into "(program)" or the script that forced them;
// scripts/bench/longTaskTrace.mjs names what each long task of a trace is made of).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUIET_CHROMIUM_FLAGS, serveHtml } from './benchBrowser.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const require = createRequire(join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
// tsx's ESM entry (its CommonJS one cannot register hooks from here): the api's own TypeScript loader
const tsxApi = createRequire(join(ROOT, 'api/package.json'))
  .resolve('tsx/esm/api')
  .replace(/\.cjs$/, '.mjs');
const { tsImport } = await import(pathToFileURL(tsxApi).href);
const { userDetailsFromAccount } = await tsImport(join(ROOT, 'shared/src/auth/accountAnswer.ts'), import.meta.url);

const RUNS = Number(process.env.BENCH_LONGTASK_RUNS ?? 2);
const PROFILE_DIR = process.env.BENCH_LONGTASK_PROFILE;
const TRACE_DIR = process.env.BENCH_LONGTASK_TRACE;
const COMPARE = process.env.BENCH_LONGTASK_COMPARE_URL;
const CPU_RATE = 4;
const LONG_MS = 100;
const SETTLE_MS = 1000;
const STUDENT_MYKAD = '120315101234';
const ARGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];

const option = '[data-testid^="round-option-"]:not([disabled])';
const next = '[data-testid="round-next"]';
const key = '[data-testid="keypad-key"]';
const enter = '[data-testid="keypad-enter"]';
const at = (sel, nth) => ({ sel, nth });
// A Tamil letter on the keypad is two taps, its consonant and then the combined letter (கா = க, கா):
// a word's worth is four letters, as a child types one before the Check.
const word = [
  [4, 1],
  [9, 0],
  [1, 4],
  [12, 2],
].flatMap(([consonant, vowel]) => [at('[data-testid="keypad-consonant"]', consonant), at(key, vowel)]);
/** What a child taps in each game: a selector (the first visible match, or the nth visible one) per move. */
const roundMoves = [option, next, option, next];
const orderMoves = [
  at('[data-testid="order-piece"]', 0),
  at('[data-testid="order-piece"]', 1),
  at('[data-testid="order-piece"]', 2),
  at('[data-testid="order-piece"]', 0),
  '[data-testid="order-check"]',
];
const GAMES = [
  { game: 'choice', topic: 'pre-generated-ta-animals-y2', moves: roundMoves },
  { game: 'picture', topic: 'pre-generated-ta-fruits-y2', moves: roundMoves },
  { game: 'blank', topic: 'pre-generated-ta-animals-y2', moves: roundMoves },
  { game: 'error', topic: 'pre-generated-ta-animals-y2', moves: roundMoves },
  { game: 'phrase', topic: 'pre-generated-ta-phrases-y5', moves: roundMoves },
  { game: 'jumble', topic: 'pre-generated-ta-animals-y2', moves: Array(4).fill('[data-testid="jumble-tile"]:not([disabled])') },
  {
    game: 'match',
    topic: 'pre-generated-ta-animals-y2',
    moves: Array(2).fill(['[data-testid^="match-left-"][data-state="open"]', '[data-testid^="match-right-"][data-state="open"]']).flat(),
  },
  // hangman: each letter is a guess, there is no Check key (the bench tapped a keypad-enter that is not there)
  { game: 'guess', topic: 'pre-generated-ta-animals-y2', moves: word },
  { game: 'spell', topic: 'pre-generated-ta-animals-y2', moves: [...word, enter] },
  { game: 'search', topic: 'pre-generated-ta-animals-y2', moves: [0, 5, 10, 12].map((n) => at('[data-testid="search-cell"]', n)) },
  { game: 'cross', topic: 'pre-generated-ta-sea-y3', moves: ['[data-testid="cross-clue"]', ...word] },
  { game: 'tile', topic: 'pre-generated-ta-animals-y2', moves: [...word, enter] },
  { game: 'mark', topic: 'pre-generated-ta-sea-y3', moves: [0, 1, 2].map((n) => at('[data-testid="mark-token"]', n)).concat('[data-testid="mark-done"]') },
  {
    game: 'change',
    topic: 'pre-generated-ta-word-ladders-y3',
    moves: [at('[data-testid="change-letter"]', 0), '[data-testid="change-option"]', '[data-testid="change-option"]'],
  },
  { game: 'audio', topic: 'pre-generated-ta-animals-y2', moves: roundMoves },
  { game: 'pair', topic: 'pre-generated-ta-animals-y2', moves: [0, 1, 2, 3].map((n) => at('[data-testid="pair-card"]', n)) },
  {
    game: 'group',
    topic: 'pre-generated-ta-animals-y2',
    // a word put in the wrong group stays chosen, and tapping a chosen word lets go of it (then every
    // bin is disabled): the second word is one not chosen, so a bin can take it whatever the first put was
    moves: ['[data-testid="group-word"]', '[data-testid="group-bin"]', '[data-testid="group-word"][aria-pressed="false"]', at('[data-testid="group-bin"]', 1)],
  },
  { game: 'stack', topic: 'pre-generated-ta-days-y1', moves: orderMoves },
  { game: 'reform', topic: 'pre-generated-ta-animals-y2', moves: orderMoves },
];
const only = process.env.BENCH_LONGTASK_GAMES?.split(',').filter(Boolean);
const games = only ? GAMES.filter((g) => only.includes(g.game)) : GAMES;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The product: BENCH_URL when `npm run bench` serves it, else our own api on a private port. */
async function startProduct() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: async () => undefined };
  const port = process.env.BENCH_LONGTASK_PORT ?? '4396';
  const data = mkdtempSync(join(tmpdir(), 'longtask-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DEPLOY_DIR: process.env.BENCH_LONGTASK_DEPLOY ?? join(ROOT, 'deploy'),
      DATA_DIR: data,
      AUDIO_CACHE_DIR: join(ROOT, '.cache/audio'),
      GATE_ENABLED: 'false',
      SPEECH_DISABLED: 'true',
      DAILY_GAME_LIMIT: '1000',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => server.kill('SIGKILL'))]);
    }
    rmSync(data, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/wp-json/custom/v1/config`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the api did not start on ${base} within 120 s`);
}

/** A bare node:http page: a heading and four buttons, the fastest this machine can start and answer taps. */
function startBarePage() {
  return serveHtml(`<!doctype html><html lang="ta"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>விளையாட்டு</title></head>
<body><h1 data-testid="bare-board">விளையாட்டு</h1>
${[1, 2, 3, 4].map((n) => `<button data-testid="bare-option" onclick="this.textContent='✓'">${n}</button>`).join('')}
</body></html>`);
}

async function signedInState(base) {
  const response = await fetch(`${base}/wp-json/custom/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mykad: STUDENT_MYKAD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const login = await response.json();
  // the shell's stored session (shell/src/session/authSession.ts), as a returning pupil has it
  return { version: '1.0', token: login.token, user: userDetailsFromAccount(login) };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

/** A cold phone context at 4x CPU, collecting long tasks from before the first script runs. */
async function phonePage(auth) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    screen: { width: 360, height: 740 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'ta-MY',
  });
  await context.addInitScript((state) => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    sessionStorage.setItem('shell.gate.verified', '1');
    localStorage.setItem('shell.language', 'ta');
    if (state) localStorage.setItem('shell.authState', JSON.stringify({ ...state, savedAt: Date.now() }));
  }, auth);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return { context, page, cdp };
}

const now = (page) => page.evaluate(() => performance.now());
/** The page's clock and a selector's presence, read over CDP: no Playwright script in the page. */
const quietNow = async (cdp) => (await cdp.send('Runtime.evaluate', { expression: 'performance.now()' })).result.value;
async function quietWait(cdp, selector, timeout = 60000) {
  const expression = `document.querySelector(${JSON.stringify(selector)}) !== null`;
  for (const until = Date.now() + timeout; Date.now() < until; await sleep(50)) if ((await cdp.send('Runtime.evaluate', { expression })).result.value) return;
  throw new Error(`${selector} did not show within ${timeout / 1000} s`);
}
/** Waits for `selector` over CDP, then lets Playwright in: the span of its injection, to leave out. */
async function quietReady(page, cdp, selector) {
  await quietWait(cdp, selector);
  const from = await quietNow(cdp);
  await page.locator(selector).first().waitFor();
  await sleep(200);
  return [from, await quietNow(cdp)];
}

async function tap(page, move) {
  const { sel, nth } = typeof move === 'string' ? { sel: move, nth: undefined } : move;
  const visible = page.locator(sel).locator('visible=true');
  const target = nth === undefined ? visible.first() : visible.nth(nth);
  try {
    // a game draws a move in a transition, its frame aria-busy meanwhile: a tile tapped last is
    // still enabled until then, and would be picked again (the bare page has no frame)
    await page.locator('[data-testid="game-frame"][aria-busy="true"]').waitFor({ state: 'detached', timeout: 5000 });
    await target.tap({ timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits the page's long tasks (ms on the page's clock) into start and play at `playFrom`, and
 * names the longest start task after the level was chosen (`levelAt`): the game's own share.
 */
async function phases(page, playFrom, levelAt = playFrom, [skipFrom, skipTo] = [0, 0]) {
  const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start < skipFrom || t.start >= skipTo);
  const sum = (list) => ({ longest: Math.max(0, ...list.map((t) => t.duration)), over: list.filter((t) => t.duration > LONG_MS).length });
  const start = tasks.filter((t) => t.start < playFrom);
  return {
    start: sum(start),
    level: sum(start.filter((t) => t.start >= levelAt)),
    play: sum(tasks.filter((t) => t.start >= playFrom)),
  };
}

async function measureGame(base, auth, { game, topic, moves }, run, name = game) {
  const { context, page, cdp } = await phonePage(auth);
  // a CPU profile of the start from the level tap, and one of play (first run only)
  const profiling = PROFILE_DIR && run === 0;
  const startCpuProfile = async () => {
    if (!profiling) return;
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  };
  const tracing = TRACE_DIR && run === 0;
  const startProfile = async (phase) => {
    if (tracing) {
      mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, {
        path: join(TRACE_DIR, `${name}-${phase}.json`),
        categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
    }
    await startCpuProfile();
  };
  const saveProfile = async (phase) => {
    if (tracing) await browser.stopTracing();
    if (!profiling) return;
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `${name}-${phase}.cpuprofile`), JSON.stringify(profile));
  };
  try {
    await startProfile('load');
    await page.goto(`${base}/${game}?topic=${topic}`, { waitUntil: 'commit' });
    await quietWait(cdp, '[data-testid="level-1"]');
    await saveProfile('load');
    const skip = await quietReady(page, cdp, '[data-testid="level-1"]');
    const levelAt = await now(page);
    await startProfile('start');
    await page.getByTestId('level-1').tap();
    await page.getByTestId('game-header').waitFor({ timeout: 60000 });
    const first = moves[0];
    await page
      .locator(typeof first === 'string' ? first : first.sel)
      .first()
      .waitFor({ timeout: 30000 });
    const board = await now(page);
    await sleep(SETTLE_MS);
    await saveProfile('start');
    const playFrom = await now(page);
    await startProfile('play');
    let tapped = 0;
    const missed = [];
    for (const [i, move] of moves.entries()) {
      if (await tap(page, move)) tapped += 1;
      else missed.push(`${i + 1} ${typeof move === 'string' ? move : `${move.sel} #${move.nth}`}`);
    }
    await sleep(SETTLE_MS);
    await saveProfile('play');
    return { board, tapped, of: moves.length, missed, ...(await phases(page, playFrom, levelAt, skip)) };
  } finally {
    await context.close();
  }
}

async function measureBare(url) {
  const { context, page, cdp } = await phonePage(null);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await quietWait(cdp, '[data-testid="bare-board"]');
    const board = await quietNow(cdp);
    const skip = await quietReady(page, cdp, '[data-testid="bare-board"]');
    await sleep(SETTLE_MS);
    const playFrom = await now(page);
    let tapped = 0;
    for (let i = 0; i < 4; i++) if (await tap(page, { sel: '[data-testid="bare-option"]', nth: i })) tapped += 1;
    await sleep(SETTLE_MS);
    return { board, tapped, of: 4, ...(await phases(page, playFrom, playFrom, skip)) };
  } finally {
    await context.close();
  }
}

/**
 * The worst of several runs: the longest task, the most tasks over 100 ms, the slowest board; and
 * the median run's longest task in the whole start, after the level tap and in play, steadier than
 * the worst when one build is compared with another on a noisy machine.
 */
function worst(results) {
  const ok = results.filter((r) => !r.error);
  if (!ok.length) return { error: results[0]?.error ?? 'no run' };
  const max = (f) => Math.max(...ok.map(f));
  const median = (f) => {
    const sorted = ok.map(f).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return {
    board: max((r) => r.board),
    tapped: Math.min(...ok.map((r) => r.tapped)),
    missed: [...new Set(ok.flatMap((r) => r.missed ?? []))],
    of: ok[0].of,
    start: { longest: max((r) => r.start.longest), over: max((r) => r.start.over) },
    level: { longest: max((r) => r.level.longest) },
    play: { longest: max((r) => r.play.longest), over: max((r) => r.play.over) },
    median: { start: median((r) => r.start.longest), level: median((r) => r.level.longest), play: median((r) => r.play.longest) },
  };
}

const product = await startProduct();
const bare = await startBarePage();
const rows = [];
try {
  // a second product (BENCH_LONGTASK_COMPARE_URL, e.g. the previous build): its rows end in "*"
  const products = [{ base: product.base, mark: '' }, ...(COMPARE ? [{ base: COMPARE, mark: '*' }] : [])];
  for (const p of products) p.auth = await signedInState(p.base);
  const results = new Map([['bare page', []], ...games.flatMap((g) => products.map((p) => [g.game + p.mark, []]))]);
  const failed = (e) => ({ error: e.message.split('\n')[0] });
  // runs interleave the games, the products and the bare page, so each sees the same machine
  for (let run = 0; run < RUNS; run++) {
    results.get('bare page').push(await measureBare(bare.url).catch(failed));
    for (const g of games) {
      for (const p of products)
        results.get(g.game + p.mark).push(
          // the compared product's traces and profiles are cross-compare-start.json etc., beside this one's
          await measureGame(p.base, p.auth, g, run, p.mark ? `${g.game}-compare` : g.game).catch(failed),
        );
    }
  }
  for (const [name, list] of results) rows.push([name, worst(list)]);
} finally {
  await browser.close();
  bare.server.close();
  await product.stop();
}

const ms = (n) => `${Math.round(n)} ms`;
console.log(
  `\nLong tasks while a game starts and plays: 360×740 phone, Tamil, demo student, ${CPU_RATE}x CPU, cold, worst of ${RUNS} run(s) (med: the median run's)`,
);
console.log(
  `start = navigation → level 1 → first board, and ${SETTLE_MS / 1000} s after (after level: the part after the level was tapped); ` +
    `play = the taps and ${SETTLE_MS / 1000} s after; target: no task > ${LONG_MS} ms`,
);
console.log(
  `${'page'.padEnd(10)} ${'board at'.padStart(9)} ${'start longest'.padStart(14)} ${'>100'.padStart(5)} ${'after level'.padStart(12)} ${'play longest'.padStart(13)} ${'>100'.padStart(5)} ${'start med'.padStart(10)} ${'level med'.padStart(10)} ${'play med'.padStart(9)}  taps`,
);
for (const [name, r] of rows) {
  if (r.error) {
    console.log(`${name.padEnd(10)} failed: ${r.error}`);
    continue;
  }
  console.log(
    `${name.padEnd(10)} ${ms(r.board).padStart(9)} ${ms(r.start.longest).padStart(14)} ${String(r.start.over).padStart(5)} ${ms(r.level.longest).padStart(12)} ` +
      `${ms(r.play.longest).padStart(13)} ${String(r.play.over).padStart(5)} ${ms(r.median.start).padStart(10)} ${ms(r.median.level).padStart(10)} ${ms(r.median.play).padStart(9)}  ${r.tapped}/${r.of}`,
  );
}
// a tap the bench could not make (nothing visible matched within 5 s): which one, to fix the bench or the game
for (const [name, r] of rows) if (r.missed?.length) console.log(`${name}: missed tap ${r.missed.join('; ')}`);
const measured = rows.filter(([name, r]) => name !== 'bare page' && !name.endsWith('*') && !r.error);
const over = measured.filter(([, r]) => r.start.longest > LONG_MS || r.play.longest > LONG_MS).map(([name]) => name);
const overMedian = measured.filter(([, r]) => r.median.start > LONG_MS || r.median.play > LONG_MS).map(([name]) => name);
console.log(`games with a task over ${LONG_MS} ms: ${over.length ? over.join(', ') : 'none'} (${measured.length} measured)`);
console.log(`… in the median run: ${overMedian.length ? overMedian.join(', ') : 'none'}`);

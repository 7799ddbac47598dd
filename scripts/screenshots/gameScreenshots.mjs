#!/usr/bin/env node
// Phone screenshots of every game (start, play, result) in Tamil, into docs/screenshots/, taken
// from a server that is already running (it builds and starts nothing):
//
//   DAILY_GAME_LIMIT=1000 npm start                        # or any running instance
//   BASE_URL=http://127.0.0.1:8080 node scripts/screenshots/gameScreenshots.mjs [game …]
//
// SCREENSHOT_LEVEL=3 plays that level instead of the first (files <game>-level3-<screen>.png).
//
// The demo student is on the free plan: after its daily games (10) every screen shows "today's
// free games are used up" and scores wait for midnight. Give the server a higher limit, as above;
// the script warns when a game was played over the limit.
//
// A 360×740 touch phone (Pixel 7's agent), Tamil UI, reduced motion, signed in as the demo
// student. Each game is played on the first Tamil topic that can feed it; the players in
// e2e/support/gamePlayers*.ts take it to its result screen (a game without a player gets its
// start and play screens only, and a warning).
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { QUIET_CHROMIUM_FLAGS } from '../bench/benchBrowser.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const OUT = resolve(process.env.SCREENSHOT_DIR ?? join(repo, 'docs/screenshots'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENT_MYKAD = '120315101234';
const LEVEL = Number(process.env.SCREENSHOT_LEVEL ?? 1);

// Playwright lives in e2e/, tsx (to load the TypeScript players and rules) in api/.
const { chromium, devices } = createRequire(join(repo, 'e2e/package.json'))('@playwright/test');
const tsxDir = dirname(createRequire(join(repo, 'api/package.json')).resolve('tsx/package.json'));
(await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href)).register();
(await import(pathToFileURL(join(tsxDir, 'dist/cjs/api/index.mjs')).href)).register();
// the repo's TypeScript is CommonJS to Node: its exports arrive under `default`
const load = async (path) => {
  const module = await import(pathToFileURL(join(repo, path)).href);
  return { ...(module.default ?? {}), ...module };
};
const { GAME_IDS, canPlayTopic, topicSchema } = await load('shared/src/scoring/index.ts').then(async (scoring) => ({
  ...scoring,
  topicSchema: (await load('shared/src/content/topicSchema.ts')).topicSchema,
}));
const { GAME_PLAYERS_A } = await load('e2e/support/gamePlayers.ts');
const playersB = join(repo, 'e2e/support/gamePlayersB.ts');
const { GAME_PLAYERS_B = {} } = existsSync(playersB) ? await load('e2e/support/gamePlayersB.ts') : {};
const PLAYERS = { ...GAME_PLAYERS_A, ...GAME_PLAYERS_B };

/** Topics to try first (the rest follow): the ones the games were tuned on. */
const PREFERRED = [
  'pre-generated-ta-animals-y2',
  'pre-generated-ta-fruits-y2',
  'pre-generated-ta-school-y1',
  'pre-generated-ta-phrases-y5',
  'pre-generated-ta-days-y1',
];

async function api(path, init) {
  const res = await fetch(`${BASE_URL}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function topicFor(game, summaries, cache) {
  const keys = [...PREFERRED.filter((k) => summaries.some((s) => s.key === k)), ...summaries.map((s) => s.key).filter((k) => !PREFERRED.includes(k))];
  for (const key of keys) {
    cache.set(key, cache.get(key) ?? topicSchema.parse(await api(`/wp-json/custom/v1/topics/${key}`)));
    if (canPlayTopic(game, cache.get(key))) return cache.get(key);
  }
  return undefined;
}

async function main() {
  const only = process.argv.slice(2);
  const games = only.length ? GAME_IDS.filter((g) => only.includes(g)) : GAME_IDS;
  mkdirSync(OUT, { recursive: true });
  const summaries = await api('/wp-json/custom/v1/topics?language=ta');
  const login = await api('/wp-json/custom/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mykad: STUDENT_MYKAD }),
  });
  const auth = {
    version: '1.0',
    savedAt: Date.now(),
    token: login.token,
    user: {
      id: String(login.data.user_id),
      firstName: login.first_name,
      lastName: login.last_name,
      email: login.user_email,
      state: login.state,
      phoneNumber: login.phone_number,
      country: login.country,
      role: login.role,
    },
  };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
  });
  const cache = new Map();
  const missing = [];
  try {
    for (const game of games) {
      const topic = await topicFor(game, summaries, cache);
      if (!topic) {
        missing.push(`${game}: no Tamil topic can feed it`);
        continue;
      }
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        screen: { width: 360, height: 740 },
        baseURL: BASE_URL,
        // 1.5 device pixels a CSS pixel: Tamil stays legible, the 57 files stay small
        deviceScaleFactor: 1.5,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      await context.addInitScript((state) => {
        sessionStorage.setItem('shell.gate.verified', '1');
        localStorage.setItem('shell.language', 'ta');
        localStorage.setItem('shell.authState', JSON.stringify({ ...state, savedAt: Date.now() }));
      }, auth);
      const page = await context.newPage();
      const shot = (name) => page.screenshot({ path: join(OUT, `${game}-${LEVEL === 1 ? '' : `level${LEVEL}-`}${name}.png`) });
      try {
        await page.goto(`/${game}?topic=${topic.key}`);
        await page.getByTestId('level-1').waitFor({ timeout: 30_000 });
        await shot('start');
        await page.getByTestId(`level-${LEVEL}`).tap();
        await page.getByTestId('game-header').waitFor();
        const player = PLAYERS[game];
        if (!player) {
          await page.waitForTimeout(300);
          await shot('play');
          missing.push(`${game}: no player, so no result screenshot`);
        } else {
          // the play screenshot shows the board with the verdict on the first answer
          await player(page, { items: topic.items, afterFirstAnswer: () => page.waitForTimeout(200).then(() => shot('play')) });
          await page.getByTestId('game-result').waitFor();
          await page.waitForTimeout(300);
          await shot('result');
          if ((await page.getByTestId('result-save-status').getAttribute('data-status')) !== 'sent') {
            missing.push(`${game}: the score was not saved (over the daily game limit? see the top of this script)`);
          }
        }
        console.log(`${game}: ${topic.key}`);
      } catch (error) {
        missing.push(`${game}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const m of missing) console.warn(`warning: ${m}`);
  console.log(`screenshots in ${OUT}`);
}

await main();

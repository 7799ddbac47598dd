#!/usr/bin/env node
// Frontend figures for `npm run bench` (issues 2 and 10): every JS/CSS file a cold browser
// downloads to show each remote's first page, raw and compressed (as served, and brotli/gzip at
// maximum for reference), with what is inside each chunk (from .cache/bundle-stats, written by
// the build); the total JavaScript /home needs against its 170 KB budget; React copies on the
// home page; and the home page's cold-load timings in Playwright (FCP, LCP, home remote
// interactive), unthrottled and as a cheap phone. Lighthouse's figures are lighthouseBench.mjs.
// Needs a running server: BENCH_URL (default :4390). BENCH_RUNS (3) timing runs per profile.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { QUIET_CHROMIUM_FLAGS } from './benchBrowser.mjs';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4390';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOME_JS_BUDGET = 170 * 1024;
const ARGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];
const PAGES = { 'mfe-games': '/home', 'mfe-contests': '/contests', 'mfe-boards': '/schoolboard', 'mfe-account': '/about' };
const STATS_DIR = new URL('../../.cache/bundle-stats/', import.meta.url);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

async function freshPage() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    sessionStorage.setItem('shell.gate.verified', '1');
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(r) {
        renderers.set(renderers.size + 1, r);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page: await context.newPage() };
}

/** `/remotes/mfe-games/v123/456.abc.js` → { app: 'mfe-games', file: '456.abc.js' }; else the shell. */
function locate(url) {
  const path = new URL(url).pathname;
  const m = path.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
  return m ? { app: m[1], file: m[2] } : { app: 'shell', file: path.slice(1) };
}

const statsCache = {};
/** The biggest owners (packages or source folders) of a built file, from the build's stats. */
function contentsOf(app, file) {
  if (!(app in statsCache)) {
    const path = new URL(`${app}.json`, STATS_DIR);
    statsCache[app] = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  }
  const owners = statsCache[app][file]?.owners;
  if (!owners) return '';
  const total = Object.values(owners).reduce((a, b) => a + b, 0) || 1;
  return Object.entries(owners)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([owner, size]) => `${owner} ${Math.round((size / total) * 100)}%`)
    .join(', ');
}

const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// 1. every JS/CSS file of each remote's first page, cold
const loads = {};
for (const [remote, path] of Object.entries(PAGES)) {
  const { context, page } = await freshPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          ...locate(request.url()),
          kind: type === 'script' ? 'js' : 'css',
          raw: body.length,
          served: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'none',
          br: brotli(body),
          gz: gzipSync(body, { level: 9 }).length,
        };
      })().catch(() => null),
    );
  });
  await page.goto(BASE + path);
  await page.waitForSelector(`[data-testid="remote-area-${remote}"][data-remote-status="ready"]`, { timeout: 60000 });
  await page.waitForLoadState('networkidle');
  loads[remote] = (await Promise.all(pending)).filter(Boolean);
  await context.close();
}

console.log("\nEvery JS/CSS file a cold browser loads for each remote's first page (shell files listed under /home)");
console.log('served = bytes on the wire with the encoding the server chose; br/gzip = maximum compression, for reference;');
console.log('inside = the biggest packages or source folders in the file, by share of their source before minification');
for (const [remote, path] of Object.entries(PAGES)) {
  const files = loads[remote].filter((f) => f.app === remote || (remote === 'mfe-games' && f.app === 'shell'));
  console.log(`\n${path} (${remote}${remote === 'mfe-games' ? ' + shell' : ''})`);
  console.log(`${'app'.padEnd(12)} ${'file'.padEnd(26)} ${'raw'.padStart(9)} ${'served'.padStart(9)} enc  ${'br'.padStart(8)} ${'gzip'.padStart(8)}  inside`);
  for (const f of files.sort((a, b) => a.app.localeCompare(b.app) || b.raw - a.raw)) {
    console.log(
      `${f.app.padEnd(12)} ${f.file.slice(0, 26).padEnd(26)} ${kb(f.raw).padStart(9)} ${kb(f.served).padStart(9)} ` +
        `${f.encoding.slice(0, 4).padEnd(4)} ${kb(f.br).padStart(8)} ${kb(f.gz).padStart(8)}  ${contentsOf(f.app, f.file)}`,
    );
  }
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((a, f) => a + f[key], 0);
  console.log(
    `${'total JS'.padEnd(39)} ${kb(sum('js', 'raw')).padStart(9)} ${kb(sum('js', 'served')).padStart(9)}      ` +
      `${kb(sum('js', 'br')).padStart(8)} ${kb(sum('js', 'gz')).padStart(8)}`,
  );
  console.log(
    `${'total CSS'.padEnd(39)} ${kb(sum('css', 'raw')).padStart(9)} ${kb(sum('css', 'served')).padStart(9)}      ` +
      `${kb(sum('css', 'br')).padStart(8)} ${kb(sum('css', 'gz')).padStart(8)}`,
  );
}

// 2. the /home budget: every script the page loads, whichever app serves it
const homeJs = loads['mfe-games'].filter((f) => f.kind === 'js');
const homeServed = homeJs.reduce((a, f) => a + f.served, 0);
const homeBr = homeJs.reduce((a, f) => a + f.br, 0);
const byApp = {};
for (const f of homeJs) byApp[f.app] = (byApp[f.app] ?? 0) + f.served;
console.log(
  `\n/home JavaScript: ${kb(homeServed)} served (${kb(homeBr)} at brotli 11) in ${homeJs.length} files; ` +
    `budget ${kb(HOME_JS_BUDGET)}: ${homeServed <= HOME_JS_BUDGET ? 'within' : `OVER by ${kb(homeServed - HOME_JS_BUDGET)}`}`,
);
console.log(
  `  by app (served): ${Object.entries(byApp)
    .map(([app, n]) => `${app} ${kb(n)}`)
    .join(', ')}`,
);

// 3 + 4. React copies and cold-load timings of the home page
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const profile of ['desktop', 'cheap phone']) {
  const fcp = [],
    lcp = [],
    ready = [];
  let reactCopies = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await freshPage();
    if (profile === 'cheap phone') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const start = Date.now();
    await page.goto(BASE + '/home');
    await page.waitForSelector('[data-testid="remote-area-mfe-games"][data-remote-status="ready"] h1', { timeout: 60000 });
    ready.push(Date.now() - start);
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp,
      react: window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    }));
    fcp.push(m.fcp);
    lcp.push(m.lcp);
    reactCopies = Math.max(reactCopies, m.react);
    await context.close();
  }
  console.log(
    `\nHome page cold load in Playwright, ${profile}, median of ${RUNS}: FCP ${median(fcp).toFixed(0)} ms, LCP ${median(lcp).toFixed(0)} ms, home remote interactive ${median(ready)} ms; React copies loaded: ${reactCopies}`,
  );
}
await browser.close();

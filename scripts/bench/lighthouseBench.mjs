#!/usr/bin/env node
// Lighthouse figures for `npm run bench` (issue 10): Lighthouse 13's mobile profile (simulated
// slow 4G, 4x CPU) on Debian's Chromium, several cold runs per page, medians of LCP, TBT,
// performance score and transferred bytes for /home, /search and /leaderboard, beside a static
// HTML page with the same heading served by a bare node:http server in the same run (the
// physical limit of this machine), and the ratio app/static. Then repeat visits: the same pages
// opened again in a browser where the service worker is installed.
//
// Runs alone against a running server:
//   BENCH_URL=http://127.0.0.1:4390 node scripts/bench/lighthouseBench.mjs
// Environment: BENCH_LH_RUNS (3), BENCH_LH_PAGES (/home,/search,/leaderboard),
// BENCH_LH_REPEAT (1; 0 skips repeat visits), CHROME_PATH (/usr/bin/chromium),
// BENCH_LH_JSON (a file to write every figure to), BENCH_LH_COMPARE_URL (a second server, e.g. the
// previous build, measured in the same run, interleaved, so both sets see the same machine).
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { QUIET_CHROMIUM_FLAGS, serveHtml } from './benchBrowser.mjs';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4390';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PAGES = (process.env.BENCH_LH_PAGES ?? '/home,/search,/leaderboard').split(',').filter(Boolean);
const REPEAT = process.env.BENCH_LH_REPEAT !== '0';
const COMPARE = process.env.BENCH_LH_COMPARE_URL;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];
const TARGETS = { lcpMs: 2000, lcpRatio: 3, score: 90, tbtMs: 150 };

/** The home page's heading in Tamil, read from the live games remote so the two pages match. */
async function homeHeading() {
  try {
    const remotes = await (await fetch(new URL('/remotes.json', BASE))).json();
    const manifestUrl = new URL(remotes.remotes['mfe-games'].manifest, BASE);
    const ta = await (await fetch(new URL('assets/i18n/ta.json', manifestUrl))).json();
    return ta.hub.title;
  } catch {
    return 'விளையாட்டுகள்';
  }
}

/** A bare node:http server with one static page: the fastest this machine can show a heading. */
function startStaticPage(heading) {
  return serveHtml(`<!doctype html><html lang="ta"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body><h1>${heading}</h1></body></html>`);
}

async function launchChrome(userDataDir) {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
}

/** One Lighthouse navigation; Lighthouse's defaults are the mobile profile the issue names. */
async function audit(url, port, { disableStorageReset = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    bytes: metric('total-byte-weight'),
    requests: (lhr.audits['network-requests']?.details?.items ?? []).map((r) => ({
      url: r.url,
      type: r.resourceType,
      transfer: r.transferSize ?? 0,
      raw: r.resourceSize ?? 0,
    })),
  };
}

async function coldRun(url) {
  const chrome = await launchChrome();
  try {
    return await audit(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

/**
 * A second visit: one browser profile opens the page, waits until the service worker controls
 * it and the page's remote is on screen, then Lighthouse measures the page again without
 * clearing caches or the worker.
 */
async function repeatRuns(url, runs) {
  const chrome = await launchChrome();
  const results = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60000 });
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, { timeout: 30000 })
      .catch(async () => {
        // the worker installs on the first load and takes control of the next one
        await page.reload({ waitUntil: 'networkidle0' });
      });
    await page.waitForSelector('[data-remote-status="ready"]', { timeout: 60000 });
    await page.reload({ waitUntil: 'networkidle0' });
    await page.close();
    await browser.disconnect();
    for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port, { disableStorageReset: true }));
  } finally {
    await chrome.kill();
  }
  return results;
}

const median = (xs) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summarise = (runs) => ({
  lcp: median(runs.map((r) => r.lcp)),
  fcp: median(runs.map((r) => r.fcp)),
  tbt: median(runs.map((r) => r.tbt)),
  score: median(runs.map((r) => r.score)),
  bytes: median(runs.map((r) => r.bytes)),
});
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const mark = (ok) => (ok ? 'ok' : 'MISSED');

function printTable(title, rows, staticLcp) {
  console.log(`\n${title}`);
  console.log(`${'page'.padEnd(24)} LCP       xstatic  FCP       TBT      score  transferred  target`);
  for (const [name, m] of rows) {
    const ratio = staticLcp ? m.lcp / staticLcp : NaN;
    const isStatic = name === 'static page';
    const ok = m.lcp <= TARGETS.lcpMs && ratio <= TARGETS.lcpRatio && m.score >= TARGETS.score && m.tbt <= TARGETS.tbtMs;
    console.log(
      `${name.padEnd(24)} ${s(m.lcp).padStart(7)} ${(isStatic ? '' : `${ratio.toFixed(1)}x`).padStart(8)} ` +
        `${s(m.fcp).padStart(8)} ${`${m.tbt.toFixed(0)} ms`.padStart(8)} ${String(m.score).padStart(6)} ` +
        `${kb(m.bytes).padStart(12)}  ${isStatic ? '' : mark(ok)}`,
    );
  }
}

const started = Date.now();
const heading = await homeHeading();
const staticPage = await startStaticPage(heading);
// name → url; with BENCH_LH_COMPARE_URL, the other server's pages too ("<path> (compare)")
const targets = new Map([['static page', staticPage.url], ...PAGES.map((p) => [p, new URL(p, BASE).toString()])]);
if (COMPARE) for (const p of PAGES) targets.set(`${p} (compare)`, new URL(p, COMPARE).toString());
const cold = new Map([...targets.keys()].map((name) => [name, []]));
try {
  // Interleaved, so a busy moment on the shared machine hurts every page alike.
  for (let run = 0; run < RUNS; run++) {
    for (const [name, url] of targets) cold.get(name).push(await coldRun(url));
  }
} finally {
  staticPage.server.close();
}

const coldSummary = new Map([...cold].map(([name, runs]) => [name, summarise(runs)]));
const staticLcp = coldSummary.get('static page').lcp;
printTable(
  `Lighthouse 13, mobile (simulated slow 4G, 4x CPU), first visit, median of ${RUNS} (heading "${heading}")` +
    (COMPARE ? `\n"(compare)" rows: ${COMPARE}` : ''),
  coldSummary,
  staticLcp,
);
console.log(`targets: LCP <= ${s(TARGETS.lcpMs)} and <= ${TARGETS.lcpRatio}x static, score >= ${TARGETS.score}, ` + `TBT <= ${TARGETS.tbtMs} ms`);

const repeatSummary = new Map();
if (REPEAT) {
  for (const [name, url] of targets) if (name !== 'static page') repeatSummary.set(name, summarise(await repeatRuns(url, RUNS)));
  printTable(`Repeat visit (service worker installed, caches kept), median of ${RUNS}`, repeatSummary, staticLcp);
}
console.log(`\n(Lighthouse bench took ${((Date.now() - started) / 1000).toFixed(0)} s)`);

if (process.env.BENCH_LH_JSON) {
  const out = {
    base: BASE,
    heading,
    runs: RUNS,
    cold: Object.fromEntries([...cold].map(([name, runs]) => [name, { median: coldSummary.get(name), runs }])),
    repeat: Object.fromEntries(repeatSummary),
  };
  writeFileSync(process.env.BENCH_LH_JSON, JSON.stringify(out, null, 2));
}

#!/usr/bin/env node
// Frontend figures for `npm run bench` (issue 2): each app's initial JS/CSS (raw and gzip) as a
// cold browser fetches them, React copies on the home page, and the home page's cold-load
// timings (FCP, LCP, home remote interactive) — median of several runs, unthrottled and as a
// cheap phone (4× CPU slowdown, slow 4G). Needs a running server: BENCH_URL (default :4390).
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4390';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = { 'mfe-games': '/home', 'mfe-contests': '/contests', 'mfe-boards': '/schoolboard', 'mfe-account': '/about' };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

async function freshPage() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    sessionStorage.setItem('shell.gate.verified', '1');
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { renderers, supportsFiber: true, isDisabled: false, inject(r) { renderers.set(renderers.size + 1, r); return renderers.size; }, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
    window.__lcp = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page: await context.newPage() };
}

const appOf = (url) => {
  const path = new URL(url).pathname;
  const m = path.match(/^\/remotes\/([^/]+)\//);
  return m ? m[1] : 'shell';
};

// 1. initial bytes per app: what a cold browser downloads to show each remote's first page
const sizes = {};
for (const [remote, path] of Object.entries(PAGES)) {
  const { context, page } = await freshPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try { bodies.push({ app: appOf(response.url()), kind: type === 'script' ? 'js' : 'css', body: await response.body() }); } catch { /* redirected or aborted */ }
  });
  await page.goto(BASE + path);
  await page.waitForSelector(`[data-testid="remote-area-${remote}"][data-remote-status="ready"]`, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  for (const { app, kind, body } of bodies) {
    if (app !== remote && !(app === 'shell' && remote === 'mfe-games')) continue;
    const s = (sizes[app] ??= { js: 0, jsGz: 0, css: 0, cssGz: 0 });
    s[kind] += body.length;
    s[`${kind}Gz`] += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nInitial JS/CSS per app (cold load of its first page; shell counted on /home)');
console.log('app            JS raw     JS gzip    CSS raw    CSS gzip');
for (const [app, s] of Object.entries(sizes)) console.log(`${app.padEnd(14)} ${kb(s.js).padStart(9)} ${kb(s.jsGz).padStart(10)} ${kb(s.css).padStart(10)} ${kb(s.cssGz).padStart(10)}`);

// 2 + 3. React copies and cold-load timings of the home page
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const profile of ['desktop', 'cheap phone']) {
  const fcp = [], lcp = [], ready = [];
  let reactCopies = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await freshPage();
    if (profile === 'cheap phone') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
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
    fcp.push(m.fcp); lcp.push(m.lcp); reactCopies = Math.max(reactCopies, m.react);
    await context.close();
  }
  console.log(`\nHome page cold load, ${profile}, median of ${RUNS}: FCP ${median(fcp).toFixed(0)} ms, LCP ${median(lcp).toFixed(0)} ms, home remote interactive ${median(ready)} ms; React copies loaded: ${reactCopies}`);
}
await browser.close();

// npm run dev [-- <app>...]: the dev loop (README "Developing").
//   no app        the api, the shell and every remote, each on its own dev server with live reload
//   mfe-games     that remote alone in its dev harness (src/dev/), with the api
//   shell mfe-games   the shell with that remote live; the other remotes from the last build (deploy/)
// Ports: DEV_PORT (default 3000) for the shell, +1..+4 for the remotes, +9 for the api.
// API_URL=http://host:port uses a running api instead of starting one.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, REMOTES, contractMajor } from './deploy/deployLayout.mjs';

if (!(process.env.NODE_PATH ?? '').includes(join(ROOT, 'node_modules/.pnpm/node_modules'))) {
  console.error('Start the dev loop with `npm run dev` (scripts/dev.sh sets NODE_PATH as pnpm does for webpack).');
  process.exit(2);
}
const require = createRequire(join(ROOT, 'build/package.json'));
const { startDevServer } = require('./devServer.cjs');

const APPS = ['shell', ...REMOTES];
const base = Number(process.env.DEV_PORT ?? 3000);
const portOf = (app) => base + APPS.indexOf(app);
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !APPS.includes(a));
if (unknown.length > 0) {
  console.error(`Unknown app ${unknown.join(', ')}; choose from ${APPS.join(', ')} (or none for all).`);
  process.exit(2);
}
const apps = asked.length > 0 ? APPS.filter((a) => asked.includes(a)) : APPS;
const apiPort = base + 9;
const contract = contractMajor();
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const children = [];

/** The api as `npm start` runs it, on its own data folder, without the developer gate. */
function startApi() {
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR ?? join(ROOT, '.data-dev'),
    // remotes that are not live come from the last build, which the api serves under /remotes/
    DEPLOY_DIR: process.env.DEPLOY_DIR ?? join(ROOT, 'deploy'),
    GATE_ENABLED: process.env.GATE_ENABLED ?? 'false',
  };
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env,
    stdio: 'inherit',
  });
  api.on('exit', (code, signal) => {
    if (!stopping) console.error(`The api stopped (${signal ?? `exit ${code}`}).`);
  });
  children.push(api);
}

async function waitForApi() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${apiUrl}/wp-json/custom/v1/config`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The pages a live remote's dev build declares (its mf-manifest.json, build/declaredRoutes.cjs). */
async function devRoutes(app) {
  try {
    const response = await fetch(`http://127.0.0.1:${portOf(app)}/mf-manifest.json`);
    return response.ok ? (await response.json()).routes : undefined;
  } catch {
    return undefined; // still building: its pages route once it is up
  }
}

/** The dev shell's remotes.json: live remotes at their dev servers (with the pages they declare now), the others as the api serves them. */
async function remotesJson() {
  let built = { remotes: {} };
  try {
    const response = await fetch(`${apiUrl}/remotes.json`);
    if (response.ok) built = await response.json();
  } catch {
    // no api yet, or no build: only the live remotes
  }
  const live = await Promise.all(
    apps
      .filter((app) => app !== 'shell')
      .map(async (app) => [app, { version: 'dev', manifest: `http://127.0.0.1:${portOf(app)}/mf-manifest.json`, contract, routes: await devRoutes(app) }]),
  );
  return { remotes: { ...built.remotes, ...Object.fromEntries(live) } };
}

let stopping = false;
const servers = [];
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled(servers.map((s) => s.stop()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// a crash must not leave the api running on its port
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

if (!process.env.API_URL) startApi();
const started = Date.now();
const builds = [];
for (const app of apps) {
  const options = { app, port: portOf(app), apiUrl, ...(app === 'shell' ? { remotesJson } : {}) };
  const { server, built } = await startDevServer(options);
  servers.push(server);
  builds.push(built.then((stats) => ({ app, errors: stats.hasErrors(), seconds: (Date.now() - started) / 1000 })));
}
const [apiUp, ...done] = await Promise.all([waitForApi(), ...builds]);
console.log('\n== Dev servers (live reload; Ctrl-C stops them all)');
for (const { app, errors, seconds } of done) {
  const alone = 'alone (dev toolbar: user, plan, language)';
  const what = app === 'shell' ? 'the whole app' : apps.includes('shell') ? `${alone}, and to the shell` : alone;
  const state = errors ? 'BUILD FAILED (see above)' : `built in ${seconds.toFixed(0)} s`;
  console.log(`   ${app.padEnd(13)} http://127.0.0.1:${portOf(app)}/   ${what}; ${state}`);
}
const apiState = apiUp ? 'ready' : 'NOT answering';
console.log(`   api           ${apiUrl}/   ${apiState}${process.env.API_URL ? '' : ' (data in .data-dev/)'}`);
if (apps.includes('shell')) {
  const fromBuild = REMOTES.filter((r) => !apps.includes(r));
  if (fromBuild.length > 0) console.log(`   from the last build (npm run build): ${fromBuild.join(', ')}`);
}

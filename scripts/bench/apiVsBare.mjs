// What the read benches share (leaderboard, homework results): an api on a free loopback port,
// a closed-loop load, and a bare node:http server answering the same body, so each figure is read
// beside what this machine can do at all in the same run.
import { spawn } from 'node:child_process';
import { createServer, Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';

const API = join(resolve(import.meta.dirname, '../..'), 'api');

function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Starts `api/src/server.ts` with `env` on a free port; resolves once it answers. */
export async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', GATE_ENABLED: 'false', SPEECH_DISABLED: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${base}/wp-json/custom/v1/config`);
      if (r.ok) return { base, stop: () => new Promise((ok) => (child.once('exit', ok), child.kill('SIGTERM'))) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('api did not start');
}

/** Closed-loop load: `concurrency` workers on keep-alive connections, until `seconds` or `maxRequests`. */
export async function load(url, { headers = {}, concurrency, seconds, maxRequests }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((ok) => {
      const t = process.hrtime.bigint();
      const req = httpRequest(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          ok();
        });
      });
      req.on('error', () => (errors++, ok()));
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until && latencies.length + errors < maxRequests) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99) };
}

/** A bare node:http server answering `body` to every request. */
export async function bareServer(body, type = 'application/json; charset=utf-8') {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

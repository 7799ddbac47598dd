import { spawn } from 'node:child_process';
import { ROOT } from './deployLayout.mjs';

/** Runs one app's production webpack build into outDir; resolves when it succeeds. */
export function buildApp(app, outDir) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('pnpm', ['--filter', app, 'exec', 'webpack', '--mode', 'production'], {
      cwd: ROOT,
      env: { ...process.env, OUT_DIR: outDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code === 0) return resolvePromise(output);
      process.stderr.write(output);
      reject(new Error(`Build of ${app} failed (exit ${code})`));
    });
  });
}

/** Runs tasks with at most `limit` at once (the machine has 2 cores). */
export async function runLimited(tasks, limit = 2) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

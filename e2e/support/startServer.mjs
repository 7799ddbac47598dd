// Playwright's webServer: a fresh database and a private copy of the production build, then the
// real server, as `npm start` runs it.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = join(repo, 'e2e/.tmp');
const source = resolve(process.env.E2E_SOURCE_DEPLOY ?? join(repo, 'deploy'));
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
cpSync(source, join(tmp, 'deploy'), { recursive: true, filter: (p) => !p.includes('.staging') });

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(repo, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DEPLOY_DIR: join(tmp, 'deploy'),
    DATA_DIR: join(tmp, 'data'),
    AUDIO_CACHE_DIR: process.env.AUDIO_CACHE_DIR ?? join(repo, '.cache/audio'),
    GATE_ENABLED: 'true',
    // tests force contest states with the admin token (support/adminToken.ts)
    CONTEST_OVERRIDE_ALLOWED: 'true',
    // tests stand for many pupils behind one school proxy: each sends its own X-Forwarded-For,
    // believed only from the proxy's address (Playwright, here), as behind a load balancer
    TRUST_PROXY: '127.0.0.1',
    // the demo student stands for a whole class of pupils playing in one day; the limit itself is
    // tested in the api suite and the hub's notice in jest
    DAILY_GAME_LIMIT: '1000',
    CORS_ORIGINS: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

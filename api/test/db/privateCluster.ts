import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL cluster for one test file (initdb + pg_ctl, as scripts/test.sh's
 * api_tests_postgres does): its own folder and loopback port, so it can be restarted without
 * touching anyone else's database. Run as the `postgres` user when the tests run as root
 * (PostgreSQL refuses to run as root).
 */
export interface PrivateCluster {
  url: string;
  /** asynchronous, so the api in this process goes on answering while the cluster is down */
  restart(): Promise<void>;
  stop(): void;
}

/** The newest PostgreSQL's bin folder (setup.sh's ensure_postgres_binaries installs it), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions[versions.length - 1]!, 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivateCluster(bin: string): Promise<PrivateCluster> {
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pgrestart-'));
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = root ? 'runuser' : join(bin, tool);
    const all = root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, all, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const port = await freePort();
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  run('pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const runAsync = async (tool: string, args: string[]) => {
    const command = root ? 'runuser' : join(bin, tool);
    const all = root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    await promisify(execFile)(command, all);
  };
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // -m fast: every session is ended at once (57P01), as in a restart or a failover
    restart: () => runAsync('pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-o', options, '-m', 'fast', '-w', 'restart']),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

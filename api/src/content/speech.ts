import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync as exists } from 'node:fs';
import type { Language } from '@app/shared/node';

/**
 * Speech for every item (docs/architecture.md "Games") with eSpeak NG's WASM build, on the server only (GPL-3.0,
 * ~18 MB: never in a browser bundle). Files are content-addressed: the id is a hash of
 * (voice, text), so a changed word gets a new file and old ones can be cached forever.
 * A persistent cache (AUDIO_CACHE_DIR or <DATA_DIR>/../.cache/audio) means a fresh database or
 * test run copies instead of regenerating.
 */
export const SPEECH_VOICES: Record<Language, string> = { ta: 'ta', bm: 'ms', en: 'en-gb' };

export function audioId(language: Language, text: string): string {
  const voice = SPEECH_VOICES[language];
  return `${language}-${createHash('sha256')
    .update(`${voice}\n${text.normalize('NFC')}`)
    .digest('hex')
    .slice(0, 20)}`;
}

export function audioCacheDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.AUDIO_CACHE_DIR ? resolve(env.AUDIO_CACHE_DIR) : resolve(dataDir, '..', '.cache', 'audio');
}

export interface SpeechJob {
  id: string;
  language: Language;
  text: string;
}

/** One low-priority child process, one job at a time: speech is a background task on a small machine. */
export class SpeechGenerator {
  private worker: ChildProcess | undefined;
  private queue: Array<{ job: SpeechJob; resolve: (ok: boolean) => void }> = [];
  private busy = false;
  private stopped = false;
  private pending = new Map<string, (ok: boolean) => void>();
  private lastError: string | undefined;

  constructor(
    private readonly mediaDir: string,
    private readonly cacheDir: string,
  ) {}

  audioFile(id: string): string {
    return join(this.mediaDir, 'audio', `${id}.wav`);
  }

  get queued(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  get error(): string | undefined {
    return this.lastError;
  }

  /** Resolves true once <media>/audio/<id>.wav exists (from cache or freshly generated). */
  ensure(job: SpeechJob): Promise<boolean> {
    const target = this.audioFile(job.id);
    if (existsSync(target)) return Promise.resolve(true);
    const cached = join(this.cacheDir, `${job.id}.wav`);
    if (existsSync(cached)) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
      return Promise.resolve(true);
    }
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      this.next();
    });
  }

  private startWorker(): ChildProcess {
    const script = join(__dirname, 'speechWorker.mjs');
    const nice = exists('/usr/bin/nice') ? '/usr/bin/nice' : undefined;
    const args = nice ? ['-n', '15', process.execPath, script] : [script];
    const worker = spawn(nice ?? process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    // Keeps the process alive only while jobs are pending (see next()).
    worker.unref();
    worker.on('message', ({ id, ok, error }: { id: string; ok: boolean; error?: string }) => {
      if (!ok) this.lastError = error;
      this.pending.get(id)?.(ok);
      this.pending.delete(id);
    });
    const fail = (error: unknown) => {
      this.lastError = String(error);
      for (const done of this.pending.values()) done(false);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(`speech worker exited (${code})`);
    });
    return worker;
  }

  private next(): void {
    if (this.busy || this.stopped) return;
    const entry = this.queue.shift();
    if (!entry) {
      this.worker?.channel?.unref();
      return;
    }
    this.busy = true;
    this.worker ??= this.startWorker();
    const { job, resolve } = entry;
    const cached = join(this.cacheDir, `${job.id}.wav`);
    this.pending.set(job.id, (ok) => {
      if (ok) {
        const target = this.audioFile(job.id);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
      }
      this.busy = false;
      resolve(ok);
      this.next();
    });
    this.worker.channel?.ref();
    this.worker.send({ id: job.id, voice: SPEECH_VOICES[job.language], text: job.text, file: cached });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const { resolve } of this.queue.splice(0)) resolve(false);
    const worker = this.worker;
    this.worker = undefined;
    worker?.kill();
  }
}

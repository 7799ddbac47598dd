import { describe, it } from 'node:test';
import { expect } from 'expect';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const API_DIR = resolve(__dirname, '../..');

function run(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/content/check/runContentCheck.ts', ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function library(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}

const badTopic = {
  key: 'pre-generated-ta-animals-y2',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 2,
  theme: 'animals',
  items: [
    {
      word: 'புலி',
      translations: { en: 'tiger', bm: 'harimau' },
      clue: 'காட்டில் வாழும் வரிப்புலி.',
      sentence: 'புலி வேகமாக ஓடுகிறது.',
      misspellings: ['புளி', 'பூலி'],
      image: 'tiger',
    },
    {
      word: 'பூனை',
      translations: { en: 'cat', bm: 'kucing' },
      clue: 'மியாவ் என்று கத்தும்.',
      sentence: 'நாய் குரைக்கிறது.',
      misspellings: ['பூணை', 'பூனய்'],
      image: 'cat',
    },
  ],
};

describe('npm run content:check (runContentCheck.ts)', () => {
  it('should exit 1 and print file, topic, item, rule and reason for a bad topic', () => {
    const dir = library({ 'ta/animals-y2.json': badTopic, 'en/broken-y1.json': '{ not json' });
    try {
      const { code, out } = run(['--dir', dir]);
      expect(code).toBe(1);
      expect(out).toContain('ta/animals-y2.json\tpre-generated-ta-animals-y2\t#1 புலி\tmisspelling-is-a-word\tthe misspelling "புளி" is a real Tamil word');
      expect(out).toContain('ta/animals-y2.json\tpre-generated-ta-animals-y2\t#2 பூனை\tsentence-without-word\t');
      expect(out).toMatch(/^en\/broken-y1\.json\t-\t-\tschema\tnot valid JSON/m);
      expect(out).toMatch(/^content check: \d+ findings in \d+ files/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should exit 0 when the chosen rule finds nothing, and 2 on a usage error', () => {
    const dir = library({ 'ta/animals-y2.json': badTopic });
    try {
      expect(run(['--dir', dir, '--rule', 'doubled-consonant']).code).toBe(0);
      expect(run(['--dir', dir, '--rule', 'no-such-rule']).code).toBe(2);
      expect(run(['--dir', dir, '--lang', 'fr']).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { describe, it } from 'node:test';
import { expect } from 'expect';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioCacheDir, audioId, SpeechGenerator } from '../../src/content/speech';

describe('speech (eSpeak NG, server-side WASM)', () => {
  it('should give content-addressed ids per language and text', () => {
    expect(audioId('ta', 'யானை')).toMatch(/^ta-[0-9a-f]{20}$/);
    expect(audioId('ta', 'யானை')).toBe(audioId('ta', 'யானை'));
    expect(audioId('ta', 'யானை')).not.toBe(audioId('bm', 'யானை'));
    // decomposed input is the same word
    expect(audioId('ta', 'க\u0bc6\u0bbeக்கு')).toBe(audioId('ta', 'கொக்கு'));
  });

  it('should keep the cache beside the data folder unless AUDIO_CACHE_DIR says otherwise', () => {
    expect(audioCacheDir('/srv/app/data', {})).toBe('/srv/app/.cache/audio');
    expect(audioCacheDir('/srv/app/data', { AUDIO_CACHE_DIR: '/var/cache/speech' })).toBe('/var/cache/speech');
  });

  it('should write a Tamil WAV in a worker thread, then serve the next request from the cache', async () => {
    const root = mkdtempSync(join(tmpdir(), 'speech-'));
    try {
      const cache = join(root, 'cache');
      const first = new SpeechGenerator(join(root, 'media1'), cache);
      const id = audioId('ta', 'யானை');
      expect(await first.ensure({ id, language: 'ta', text: 'யானை' })).toBe(true);
      const file = first.audioFile(id);
      expect(readFileSync(file).subarray(0, 4).toString()).toBe('RIFF');
      expect(statSync(file).size).toBeGreaterThan(10_000);
      await first.stop();
      // a fresh media folder (new test database, new deploy) copies from the cache: no worker needed
      const second = new SpeechGenerator(join(root, 'media2'), cache);
      await second.stop();
      expect(await second.ensure({ id, language: 'ta', text: 'யானை' })).toBe(true);
      expect(existsSync(second.audioFile(id))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

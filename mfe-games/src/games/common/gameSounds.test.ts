import { isSoundMuted, playSound, resetSoundsForTest, setSoundMuted, SOUND_NOTES } from './gameSounds';

/** A WebAudio stand-in that records the notes started. */
function fakeAudio() {
  const started: number[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const frequency = { value: 0, setValueAtTime: (v: number) => void (frequency.value = v) };
      return { type: 'sine', frequency, connect: (n: unknown) => n, start: () => started.push(frequency.value), stop: () => undefined };
    }
    createGain() {
      const gain = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
      return { gain, connect: (n: unknown) => n };
    }
    resume() {
      return Promise.resolve();
    }
  }
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeContext;
  resetSoundsForTest();
  return started;
}

describe('game sounds (issue 22: right, wrong and done, with a mute switch)', () => {
  afterEach(() => {
    setSoundMuted(false);
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });

  it('plays each sound as its own notes, made on the device', () => {
    const started = fakeAudio();
    for (const sound of ['right', 'wrong', 'done'] as const) {
      started.length = 0;
      playSound(sound);
      expect(started).toEqual(SOUND_NOTES[sound].map((n) => n.frequency));
    }
    // right rises, wrong falls: a child tells them apart without looking
    const [r1, r2] = SOUND_NOTES.right;
    const [w1, w2] = SOUND_NOTES.wrong;
    expect(r2!.frequency).toBeGreaterThan(r1!.frequency);
    expect(w2!.frequency).toBeLessThan(w1!.frequency);
  });

  it('is silent once muted, and the choice is kept', () => {
    const started = fakeAudio();
    setSoundMuted(true);
    expect(isSoundMuted()).toBe(true);
    expect(localStorage.getItem('games.soundMuted')).toBe('1');
    playSound('right');
    expect(started).toEqual([]);
    setSoundMuted(false);
    playSound('right');
    expect(started).toHaveLength(SOUND_NOTES.right.length);
  });

  it('does nothing, and does not throw, without WebAudio', () => {
    resetSoundsForTest();
    expect(() => playSound('done')).not.toThrow();
  });
});

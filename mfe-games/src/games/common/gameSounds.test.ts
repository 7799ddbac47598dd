import { isSoundMuted, playSound, prepareSounds, resetSoundsForTest, setSoundMuted, SOUND_NOTES } from './gameSounds';

let made = 0;

/** A WebAudio stand-in that records the notes started and counts the contexts made. */
function fakeAudio() {
  const started: number[] = [];
  made = 0;
  class FakeContext {
    constructor() {
      made += 1;
    }
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

  it('makes the audio context when the page is idle, not in the tap of the first verdict', () => {
    jest.useFakeTimers();
    try {
      const started = fakeAudio();
      prepareSounds();
      expect(made).toBe(0);
      jest.runAllTimers();
      expect(made).toBe(1);
      playSound('right');
      expect(made).toBe(1);
      expect(started).toHaveLength(SOUND_NOTES.right.length);
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes none while muted, and none once the game has gone', () => {
    jest.useFakeTimers();
    try {
      fakeAudio();
      setSoundMuted(true);
      prepareSounds();
      setSoundMuted(false);
      const cancel = prepareSounds();
      cancel();
      jest.runAllTimers();
      expect(made).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

import {
  isSoundMuted,
  PEAK,
  playSound,
  prepareSounds,
  renderNotes,
  resetSoundsForTest,
  SAMPLE_RATE,
  setSoundMuted,
  SOUND_NOTES,
  wavDataUrl,
} from './gameSounds';

/** A note's pitch as heard in `samples`: its zero crossings a second, halved. */
function pitchOf(samples: Float32Array, start: number, duration: number): number {
  const from = Math.round(start * SAMPLE_RATE);
  const to = Math.round((start + duration) * SAMPLE_RATE);
  let crossings = 0;
  for (let i = from + 1; i < to; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings += 1;
  return crossings / 2 / ((to - from) / SAMPLE_RATE);
}

/** The audio elements made, with the sounds they played. */
function fakeAudio(canPlay = 'maybe') {
  const played: string[] = [];
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(canPlay as CanPlayTypeResult);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  });
  resetSoundsForTest();
  return played;
}
const url = (sound: keyof typeof SOUND_NOTES) => wavDataUrl(renderNotes(SOUND_NOTES[sound]));

describe('game sounds (issue 22: right, wrong and done, with a mute switch)', () => {
  afterEach(() => {
    setSoundMuted(false);
    jest.restoreAllMocks();
  });

  it.each(Object.keys(SOUND_NOTES) as (keyof typeof SOUND_NOTES)[])('renders %s as its notes, at their pitch, soft, with no click at either end', (sound) => {
    const samples = renderNotes(SOUND_NOTES[sound]);
    for (const note of SOUND_NOTES[sound]) {
      // the middle of the note, away from its fade in and out
      const pitch = pitchOf(samples, note.start + note.duration * 0.2, note.duration * 0.6);
      expect(Math.abs(pitch - note.frequency) / note.frequency).toBeLessThan(0.03);
    }
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(PEAK);
    expect(Math.abs(samples[0]!)).toBeLessThan(0.001);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.001);
  });

  it('right rises and wrong falls: a child tells them apart without looking', () => {
    const [r1, r2] = SOUND_NOTES.right;
    const [w1, w2] = SOUND_NOTES.wrong;
    expect(r2!.frequency).toBeGreaterThan(r1!.frequency);
    expect(w2!.frequency).toBeLessThan(w1!.frequency);
  });

  it('writes a mono 16-bit PCM WAV a browser can play', () => {
    const samples = renderNotes(SOUND_NOTES.done);
    const wav = Buffer.from(url('done').replace('data:audio/wav;base64,', ''), 'base64');
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(samples.length * 2);
    expect(wav.length).toBe(44 + samples.length * 2);
    const i = Math.round(0.4 * SAMPLE_RATE);
    expect(wav.readInt16LE(44 + i * 2) / 0x7fff).toBeCloseTo(samples[i]!, 4);
  });

  it('plays each sound as its own recording', () => {
    const played = fakeAudio();
    for (const sound of ['right', 'wrong', 'done'] as const) playSound(sound);
    expect(played).toEqual([url('right'), url('wrong'), url('done')]);
  });

  it('is silent once muted, and the choice is kept', () => {
    const played = fakeAudio();
    setSoundMuted(true);
    expect(isSoundMuted()).toBe(true);
    expect(localStorage.getItem('games.soundMuted')).toBe('1');
    playSound('right');
    expect(played).toEqual([]);
    setSoundMuted(false);
    playSound('right');
    expect(played).toEqual([url('right')]);
  });

  it('does nothing, and does not throw, where WAV cannot play or playing is refused', () => {
    const played = fakeAudio('');
    expect(() => playSound('done')).not.toThrow();
    expect(played).toEqual([]);
    jest.restoreAllMocks();
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no device', 'NotAllowedError'));
    resetSoundsForTest();
    expect(() => playSound('right')).not.toThrow();
  });

  it('renders the sounds when the page is idle, not in the tap of the first verdict', () => {
    jest.useFakeTimers();
    try {
      fakeAudio();
      const made = jest.spyOn(window, 'Audio');
      prepareSounds();
      expect(made).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(made).toHaveBeenCalledTimes(3);
      playSound('right');
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders none while muted, and none once the game has gone', () => {
    jest.useFakeTimers();
    try {
      fakeAudio();
      const made = jest.spyOn(window, 'Audio');
      setSoundMuted(true);
      prepareSounds();
      setSoundMuted(false);
      const cancel = prepareSounds();
      cancel();
      jest.runAllTimers();
      expect(made).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

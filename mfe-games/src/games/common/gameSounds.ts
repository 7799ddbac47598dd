/**
 * Short sounds for right, wrong and a finished round (issue 22), made on the phone itself with
 * WebAudio oscillators: nothing to download, nothing to cache for offline play. A child (or a
 * teacher in a quiet class) turns them off with the HUD's sound switch; the choice is kept.
 */
export type GameSound = 'right' | 'wrong' | 'done';

/** One note: when it starts and how long it lasts, in seconds from the sound's start. */
export interface Note {
  frequency: number;
  start: number;
  duration: number;
  wave: OscillatorType;
}

/** What each sound plays: right rises, wrong falls low and soft, done is a little fanfare. */
export const SOUND_NOTES: Readonly<Record<GameSound, readonly Note[]>> = {
  right: [
    { frequency: 1046.5, start: 0, duration: 0.09, wave: 'sine' },
    { frequency: 1318.5, start: 0.09, duration: 0.14, wave: 'sine' },
  ],
  wrong: [
    { frequency: 220, start: 0, duration: 0.12, wave: 'triangle' },
    { frequency: 174.6, start: 0.12, duration: 0.16, wave: 'triangle' },
  ],
  done: [
    { frequency: 523.3, start: 0, duration: 0.11, wave: 'sine' },
    { frequency: 659.3, start: 0.11, duration: 0.11, wave: 'sine' },
    { frequency: 784, start: 0.22, duration: 0.11, wave: 'sine' },
    { frequency: 1046.5, start: 0.33, duration: 0.25, wave: 'sine' },
  ],
};

const MUTED_KEY = 'games.soundMuted';
const listeners = new Set<(muted: boolean) => void>();

export function isSoundMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTED_KEY) === '1';
  } catch {
    return false; // storage blocked (private mode): sound stays on
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) globalThis.localStorage?.setItem(MUTED_KEY, '1');
    else globalThis.localStorage?.removeItem(MUTED_KEY);
  } catch {
    // storage blocked: the switch still works for this page
  }
  for (const l of listeners) l(muted);
}

/** Calls `listener` when the sound is switched on or off; returns the unsubscribe. */
export function onSoundMuted(listener: (muted: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let context: AudioContext | null = null;
function audioContext(): AudioContext | null {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/**
 * Makes the AudioContext ahead of the first sound, once the page is idle. Making it is slow (the
 * browser asks the audio service for the output device, on the main thread): in the tap that gave
 * the first verdict it was a task of 80–600 ms at 4x CPU (issue 22). Called when a game's board
 * shows, after the child's tap on a level, so the context may start playing (autoplay policy).
 * Returns the cancel.
 */
export function prepareSounds(): () => void {
  if (context || isSoundMuted()) return () => undefined;
  const make = () => {
    try {
      audioContext();
    } catch {
      // no audio device: playSound tries again and stays silent
    }
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(make, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(make, 500);
  return () => clearTimeout(id);
}

/** Plays a sound unless muted (or the browser has no WebAudio). Never throws: a sound is a nicety. */
export function playSound(sound: GameSound): void {
  if (isSoundMuted()) return;
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime;
    for (const note of SOUND_NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.wave;
      osc.frequency.setValueAtTime(note.frequency, t0 + note.start);
      // a soft start and end, so no click is heard
      gain.gain.setValueAtTime(0.0001, t0 + note.start);
      gain.gain.exponentialRampToValueAtTime(0.18, t0 + note.start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.start + note.duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + note.start);
      osc.stop(t0 + note.start + note.duration + 0.02);
    }
  } catch {
    // an audio device that refuses: play on in silence
  }
}

/** For tests: forget the AudioContext made so far. */
export function resetSoundsForTest(): void {
  context = null;
}

/**
 * Short sounds for right, wrong and a finished round (issue 22), made on the phone itself from
 * their notes: nothing to download, nothing to cache for offline play. A child (or a
 * teacher in a quiet class) turns them off with the HUD's sound switch; the choice is kept.
 */
export type GameSound = 'right' | 'wrong' | 'done';

/** One note: when it starts and how long it lasts, in seconds from the sound's start. */
export interface Note {
  frequency: number;
  start: number;
  duration: number;
  wave: 'sine' | 'triangle';
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

/** Samples per second of a rendered sound: enough for notes under 1.4 kHz and their overtones. */
export const SAMPLE_RATE = 16000;
/** A note's loudest, as a sample (1 is full scale): soft beside the read-aloud voice. */
export const PEAK = 0.18;
/** A note fades in and out from this, so no click is heard. */
const SILENT = 0.0001;
const ATTACK = 0.015;
/** How long a note rings after its duration, s (a softer end). */
const TAIL = 0.02;

/** A wave's value at `cycles` (its phase in turns): a triangle is a sine's softer, warmer sibling. */
const wave = (type: Note['wave'], cycles: number): number => {
  if (type === 'sine') return Math.sin(2 * Math.PI * cycles);
  const turn = cycles - Math.floor(cycles);
  return turn < 0.25 ? 4 * turn : turn < 0.75 ? 2 - 4 * turn : 4 * turn - 4;
};

/**
 * A sound's samples (-1…1, SAMPLE_RATE a second): each note's wave under an envelope that rises
 * exponentially from silence to PEAK in 15 ms and falls back to silence by the note's end (as
 * WebAudio's exponentialRampToValueAtTime: a gain multiplied by the same factor every sample).
 */
export function renderNotes(notes: readonly Note[], rate = SAMPLE_RATE): Float32Array {
  const end = Math.max(...notes.map((n) => n.start + n.duration + TAIL));
  const samples = new Float32Array(Math.ceil(end * rate));
  for (const note of notes) {
    const first = Math.round(note.start * rate);
    const peakAt = first + Math.round(ATTACK * rate);
    const last = Math.min(samples.length, Math.round((note.start + note.duration) * rate));
    const rise = (PEAK / SILENT) ** (1 / (peakAt - first));
    const fall = (SILENT / PEAK) ** (1 / (last - peakAt));
    let gain = SILENT;
    for (let i = first; i < last; i++) {
      samples[i]! += gain * wave(note.wave, ((i - first) / rate) * note.frequency);
      gain *= i < peakAt ? rise : fall;
    }
  }
  return samples;
}

/** `samples` as a mono 16-bit PCM WAV file, in a data: URL (the CSP's media-src allows data:). */
export function wavDataUrl(samples: Float32Array, rate = SAMPLE_RATE): string {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // the format chunk's length
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 0x7fff), true);
  let binary = '';
  // in slices: one String.fromCharCode of every byte would pass too many arguments
  for (let at = 0; at < bytes.length; at += 0x2000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x2000));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/**
 * Each sound rendered once (8–19 KB of WAV) and played by an <audio> element. Not WebAudio: making
 * an AudioContext asks the audio service for the output device on the main thread, a task of
 * 80–600 ms at 4x CPU wherever it is made (in the tap of the first verdict, and in the idle time
 * after the board was drawn, where it was still one long task: issue 22.6). An audio element starts
 * its output off the main thread.
 */
const players = new Map<GameSound, HTMLAudioElement>();
function player(sound: GameSound): HTMLAudioElement | null {
  let el = players.get(sound) ?? null;
  if (el) return el;
  if (typeof Audio === 'undefined') return null;
  el = new Audio();
  // a browser that cannot play WAV (or lays nothing out and plays nothing: jsdom) stays silent
  if (!el.canPlayType('audio/wav')) return null;
  el.preload = 'auto';
  el.dataset.sound = sound;
  el.src = wavDataUrl(renderNotes(SOUND_NOTES[sound]));
  players.set(sound, el);
  return el;
}

/**
 * Renders the sounds ahead of the first verdict, once the page is idle, so a verdict's tap only
 * starts one playing. Called when a game's board shows. Returns the cancel.
 */
export function prepareSounds(): () => void {
  const sounds = (Object.keys(SOUND_NOTES) as GameSound[]).filter((sound) => !players.has(sound));
  if (sounds.length === 0 || isSoundMuted()) return () => undefined;
  // one sound an idle period: the three at once were a task of 60–90 ms at 4x CPU
  let cancel: () => void = () => undefined;
  const next = () => {
    const sound = sounds.shift();
    if (!sound) return;
    player(sound);
    cancel = later(next);
  };
  cancel = later(next);
  return () => cancel();
}

/** Runs `task` when the page is idle (at most 3 s later); returns the cancel. */
function later(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}

/** Plays a sound unless muted (or the browser cannot play it). Never throws: a sound is a nicety. */
export function playSound(sound: GameSound): void {
  if (isSoundMuted()) return;
  try {
    const el = player(sound);
    if (!el) return;
    el.currentTime = 0;
    // refused (no audio device, autoplay rules before the child's first tap): play on in silence
    el.play()?.catch(() => undefined);
  } catch {
    // an audio element that refuses: play on in silence
  }
}

/** For tests: forget the sounds rendered so far. */
export function resetSoundsForTest(): void {
  players.clear();
}

import { languageTag, type Language } from '../i18n/language';
import { pickVoice, type VoiceLike } from './pickVoice';

/** One text to read: in its own language (not the UI's), with the bundled recording of it if there is one. */
export interface ReadAloudRequest {
  text: string;
  language: Language;
  /** a recording id served under /media/audio (an item's `audio`): played instead of a synthetic voice */
  recording?: string;
}

/** How a text was read: a bundled recording, the device's voice, or not at all (no voice for that language). */
export type ReadAloudOutcome = 'recording' | 'synthesis' | 'unavailable';

export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  voice: VoiceLike | null;
}

/** What the speaker needs of the browser, so tests can give it fakes. */
export interface SpeechEnvironment {
  synthesis: { speak(u: UtteranceLike): void; cancel(): void; getVoices(): readonly VoiceLike[] } | null;
  makeUtterance(text: string): UtteranceLike;
  /** starts the recording at `url`; rejects when it cannot be played (missing, offline and not cached) */
  playRecording(url: string): Promise<void>;
  stopRecording(): void;
}

export interface SpeakOptions {
  /** read after what is being read now (the next part of one text), instead of stopping it */
  append?: boolean;
}

export interface Speaker {
  speak(request: ReadAloudRequest, options?: SpeakOptions): Promise<ReadAloudOutcome>;
  stop(): void;
}

export function recordingUrl(id: string): string {
  return `/media/audio/${encodeURIComponent(id)}.wav`;
}

/** Children read more slowly than the default voice speaks. */
export const CHILD_SPEECH_RATE = 0.85;

/**
 * Reads texts aloud: the bundled recording where the text has one (it works offline once cached
 * and says Tamil right), the device's speech synthesis otherwise, with a voice of the text's own
 * language. A new request stops the one before, so taps never pile up.
 */
export function createSpeaker(env: SpeechEnvironment): Speaker {
  function stop() {
    env.stopRecording();
    env.synthesis?.cancel();
  }
  async function speak({ text, language, recording }: ReadAloudRequest, { append = false }: SpeakOptions = {}): Promise<ReadAloudOutcome> {
    if (!append) stop();
    // a recording cannot queue behind the voice: an appended part is always spoken
    if (recording && !append) {
      try {
        await env.playRecording(recordingUrl(recording));
        return 'recording';
      } catch {
        // no recording after all (offline, not cached): the device's voice reads it
      }
    }
    const synthesis = env.synthesis;
    const spoken = text.trim();
    if (!synthesis || !spoken) return 'unavailable';
    const voices = synthesis.getVoices();
    const voice = pickVoice(voices, language);
    // voices known and none speaks this language: say so rather than mangle it in another
    if (!voice && voices.length > 0) return 'unavailable';
    const utterance = env.makeUtterance(spoken);
    utterance.lang = languageTag(language);
    utterance.rate = CHILD_SPEECH_RATE;
    // with no voice list yet (some browsers load it late), the language tag lets the browser choose
    if (voice) utterance.voice = voice;
    synthesis.speak(utterance);
    return 'synthesis';
  }
  return { speak, stop };
}

let browserSpeaker: Speaker | null = null;

/** The page's one speaker over the browser's speechSynthesis and one <audio> element. */
export function getBrowserSpeaker(): Speaker {
  if (browserSpeaker) return browserSpeaker;
  const w = typeof window === 'undefined' ? undefined : window;
  let audio: HTMLAudioElement | null = null;
  const Utterance = w && 'speechSynthesis' in w && typeof globalThis.SpeechSynthesisUtterance === 'function' ? globalThis.SpeechSynthesisUtterance : null;
  const synthesis = Utterance && w ? w.speechSynthesis : null;
  browserSpeaker = createSpeaker({
    synthesis: synthesis
      ? {
          speak: (u) => synthesis.speak(u as unknown as SpeechSynthesisUtterance),
          cancel: () => synthesis.cancel(),
          getVoices: () => synthesis.getVoices(),
        }
      : null,
    // a real SpeechSynthesisUtterance; its voice takes only the browser's own voice objects, which pickVoice returns
    makeUtterance: (text) => (Utterance ? new Utterance(text) : { text, lang: '', rate: 1, voice: null }) as unknown as UtteranceLike,
    playRecording: (url) => {
      audio ??= new Audio();
      audio.src = url;
      return audio.play();
    },
    stopRecording: () => {
      if (audio && !audio.paused) audio.pause();
    },
  });
  return browserSpeaker;
}

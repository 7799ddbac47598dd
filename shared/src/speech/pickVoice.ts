import { languageTag, type Language } from '../i18n/language';

/** What the speech synthesis API tells of a voice (SpeechSynthesisVoice), as far as we use it. */
export interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
}

/** Regions we prefer for each language, best first: a Malaysian pupil hears a Malaysian voice where one exists. */
const PREFERRED_REGIONS: Record<Language, string[]> = {
  ta: ['my', 'sg', 'in', 'lk'],
  bm: ['my', 'bn', 'sg'],
  en: ['my', 'sg', 'gb', 'in', 'au', 'us'],
};

function normalise(tag: string): string[] {
  return tag.toLowerCase().replace(/_/g, '-').split('-');
}

/**
 * The device voice that reads a text in `language`, or null when the device has none: a Tamil
 * word is never read by an English voice (a wrong voice mangles it; "no voice" is said instead).
 * Voices on the device (localService) win over network ones, which do not work offline.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], language: Language): V | null {
  const tag = languageTag(language);
  const regions = PREFERRED_REGIONS[language];
  const rank = (voice: V) => {
    const [primary, region = ''] = normalise(voice.lang);
    if (primary !== tag) return Number.POSITIVE_INFINITY;
    const regionRank = regions.indexOf(region);
    return (voice.localService === false ? 100 : 0) + (regionRank < 0 ? regions.length : regionRank);
  };
  let best: V | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const r = rank(voice);
    if (r < bestRank) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

import type { Language, TopicItem } from '@app/shared/node';
import { tamilConfusions, TAMIL_CONFUSIONS, type TamilConfusion } from './tamilConfusions';

/**
 * Distractors a child could really write (issue 25.2). The error and spelling games show an
 * item's misspellings beside its word; a misspelling nobody writes (பாம்பூ, thyn) is spotted by
 * its oddness, not by knowing the word, so the round tests nothing. Every item needs at least
 * MIN_DISTRACTORS of them, unless the word itself allows fewer (பூ has one: பு).
 */
export const MIN_DISTRACTORS = 2;

/** Why a misspelling is not an error a child makes, or undefined when it is one. */
export function implausibleDistractor(language: Language, word: string, misspelling: string): string | undefined {
  if (language === 'ta') {
    const verdict = tamilConfusions(word, misspelling);
    return verdict.ok ? undefined : verdict.message;
  }
  if (language === 'en' && yForI(word, misspelling)) {
    return 'y written for i (or ay for a final e) is a giveaway no pupil writes; use a real error (a vowel team, a silent letter, a double letter)';
  }
  return undefined;
}

/** thin → thyn, rain → rayn, karate → karatay: the "y" forms the review of 2026-11-28 counted. */
function yForI(word: string, misspelling: string): boolean {
  const w = word.toLocaleLowerCase();
  const m = misspelling.toLocaleLowerCase();
  if (m === w) return false;
  return m.replace(/y/g, 'i') === w.replace(/y/g, 'i') || m.replace(/ay$/, 'e') === w;
}

export interface DistractorFigures {
  items: number;
  distractors: number;
  /** items with at least MIN_DISTRACTORS misspellings */
  withEnough: number;
  /** Tamil only: misspellings per confusion (a misspelling with two counts twice) */
  confusions?: Partial<Record<TamilConfusion, number>>;
}

/** The figures the content check prints and the data page shows: distractors per item, and which confusions. */
export function distractorFigures(language: Language, items: readonly TopicItem[]): DistractorFigures {
  const figures: DistractorFigures = {
    items: items.length,
    distractors: items.reduce((n, i) => n + i.misspellings.length, 0),
    withEnough: items.filter((i) => i.misspellings.length >= MIN_DISTRACTORS).length,
  };
  if (language !== 'ta') return figures;
  const confusions: Partial<Record<TamilConfusion, number>> = {};
  for (const item of items) {
    for (const m of item.misspellings) {
      const verdict = tamilConfusions(item.word, m);
      if (verdict.ok) for (const c of verdict.confusions) confusions[c] = (confusions[c] ?? 0) + 1;
    }
  }
  figures.confusions = Object.fromEntries(TAMIL_CONFUSIONS.filter((c) => confusions[c]).map((c) => [c, confusions[c]]));
  return figures;
}

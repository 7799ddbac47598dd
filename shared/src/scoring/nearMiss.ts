import { letterEditDistance, letters, normaliseText, sameLetters, wordLetters } from '../text/letters';

/**
 * How near a typed answer must be to count as a near miss (a slip, not another word), in LETTERS:
 * a Tamil letter is one letter (கொ, க்ஷ), never its code points.
 *
 * - Short words get no slack: a one-letter slip in a short word is usually another word (பு is not
 *   புலி, cat is not bat). Tamil needs four letters, English and Malay five (a Tamil letter carries
 *   about what two Latin letters do).
 * - One letter may be off (changed, missing or extra); English and Malay words of ten letters or
 *   more may have two off.
 * - The first letter must be right: a child who knows the word knows how it starts.
 * - Every letter typed must be in the answer's script: "மின்விசிறிx" is not a slip of மின்விசிறி.
 * - A typed answer that is another word the game knows (another option, another topic word) is
 *   that word, not a slip.
 *
 * Whether a near miss earns anything is the game's choice (`NearMissCredit`, in gameScoring.ts).
 */
export const NEAR_MISS_RULE = {
  minLetters: { tamil: 4, latin: 5 },
  /** Latin words of this many letters or more may have two letters off */
  twoOffFrom: 10,
} as const;

export type TypedVerdict = 'exact' | 'near' | 'wrong';

/** What a near miss is worth in a game: half the points, no points but "almost!", or nothing. */
export type NearMissCredit = 'partial' | 'almost' | 'none';

/** The result of one item as the frame records it. `near` earned partial credit; `almost` earned nothing. */
export const ITEM_OUTCOMES = ['right', 'near', 'almost', 'wrong', 'skipped'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

type Script = 'tamil' | 'latin' | 'other';

function scriptOf(ch: string): Script | null {
  if (/[\u0b80-\u0bff]/.test(ch)) return 'tamil';
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  return /[\p{L}\p{M}]/u.test(ch) ? 'other' : null;
}

function scriptsOf(text: string): Set<Script> {
  const out = new Set<Script>();
  for (const ch of text) {
    const s = scriptOf(ch);
    if (s) out.add(s);
  }
  return out;
}

const fold = (text: string) => normaliseText(text).trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** How many letters of `answer` may be off in a near miss (0: only the exact answer counts). */
export function nearMissAllowance(answer: string): number {
  const count = wordLetters(answer).length;
  const scripts = scriptsOf(answer);
  if (scripts.has('tamil')) return count >= NEAR_MISS_RULE.minLetters.tamil ? 1 : 0;
  if (count < NEAR_MISS_RULE.minLetters.latin) return 0;
  return count >= NEAR_MISS_RULE.twoOffFrom ? 2 : 1;
}

export interface TypedJudgement {
  verdict: TypedVerdict;
  /** letters off (edit distance in letters, case and spacing ignored) */
  distance: number;
}

/** Judges a typed answer: exact (same letters, case and spacing ignored), near (a slip) or wrong. */
export function judgeTypedAnswer(answer: string, typed: string, options: { otherWords?: readonly string[] } = {}): TypedJudgement {
  const a = fold(answer);
  const t = fold(typed);
  if (sameLetters(a, t, { ignoreCase: true })) return { verdict: 'exact', distance: 0 };
  const distance = letterEditDistance(a, t);
  if (t === '') return { verdict: 'wrong', distance };
  const allowed = nearMissAllowance(answer);
  const answerScripts = scriptsOf(a);
  const sameScript = [...scriptsOf(t)].every((s) => answerScripts.has(s));
  const sameStart = letters(a)[0] === letters(t)[0];
  const isOtherWord = (options.otherWords ?? []).some((w) => fold(w) !== a && sameLetters(w, t, { ignoreCase: true }));
  const near = distance <= allowed && sameScript && sameStart && !isOtherWord;
  return { verdict: near ? 'near' : 'wrong', distance };
}

/** The outcome a typed answer gets in a game that gives near misses `credit`. */
export function typedOutcome(verdict: TypedVerdict, credit: NearMissCredit): ItemOutcome {
  if (verdict === 'exact') return 'right';
  if (verdict === 'wrong') return 'wrong';
  return credit === 'partial' ? 'near' : credit === 'almost' ? 'almost' : 'wrong';
}

/** Points an outcome earns of an item worth `full`: all, half (rounded down) for a near miss, else none. */
export function outcomePoints(outcome: ItemOutcome, full: number): number {
  if (outcome === 'right') return full;
  if (outcome === 'near') return Math.floor(full / 2);
  return 0;
}

/** Whether an item counts as right for accuracy: right or near, and never when a hint helped. */
export function countsAsCorrect(outcome: ItemOutcome, hints: number): boolean {
  return (outcome === 'right' || outcome === 'near') && hints === 0;
}

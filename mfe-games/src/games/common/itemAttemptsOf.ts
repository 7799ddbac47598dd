import { ITEM_ATTEMPT_LIMITS, normaliseText, type ItemAttempt } from '@app/shared';
import type { ReviewItem } from './gameSession';

/** NFC text within `max` UTF-16 units, cut between code points (never inside a surrogate pair). */
function clip(text: string, max: number): string {
  const nfc = normaliseText(text);
  if (nfc.length <= max) return nfc;
  let out = '';
  for (const ch of nfc) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}
const count = (n: number) => Math.min(99, Math.max(0, Math.round(n)));

/**
 * The `items` of a quiz score payload (`ItemAttempt`, shared/src/scores/itemAttempts.ts) from the
 * frame's review of a round: one record per item, in the order they ended, within the wire
 * format's limits. An item's time runs from the item before it; items that ended together (mark's
 * passage is judged at once) share that time evenly. Review lines saved before words were kept
 * (no `word`) are left out: the api could not place them in the topic.
 */
export function itemAttemptsOf(items: readonly ReviewItem[]): ItemAttempt[] {
  const L = ITEM_ATTEMPT_LIMITS;
  const withWord = items.filter((i) => i.word.trim() !== '').slice(0, L.maxItems);
  const out: ItemAttempt[] = [];
  let since = 0;
  for (let start = 0; start < withWord.length;) {
    const at = withWord[start]!.at;
    let end = start;
    while (end < withWord.length && withWord[end]!.at === at) end += 1;
    const share = Math.max(0, at - since) / (end - start);
    for (const item of withWord.slice(start, end)) {
      const wrong = item.wrong.slice(-L.maxWrongAnswers).map((w) => clip(w, L.maxAnswerLength));
      out.push({
        word: clip(item.word, L.maxWordLength),
        outcome: item.outcome,
        ...(item.given !== undefined ? { given: clip(item.given, L.maxAnswerLength) } : {}),
        wrong,
        wrongTries: count(Math.max(item.wrongTries, item.wrong.length)),
        hints: count(item.hints),
        ms: Math.min(L.maxItemMs, Math.round(share)),
      });
    }
    since = Math.max(since, at);
    start = end;
  }
  return out;
}

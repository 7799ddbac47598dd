/**
 * What one try of a memory game (pair) says about the child's memory (issue 22, ADR 0022). A
 * memory round on a small board is decided by luck unless the rule judges memory, not finds:
 *
 * - A **slip** is a miss the child could have avoided by remembering: the first card's partner
 *   had been seen (it should have been turned), or the second card had been seen (it was known not
 *   to be the partner). A second card seen before and turned wrongly is a slip on its own pair
 *   too: the child turned a card it knew. A miss on cards never seen is how the game is played.
 * - A pair found is **remembered** only when its second card had been seen before and it was not
 *   the last pair on the board (two cards left are a forced try). A pair found with a card turned
 *   for the first time, or the forced last one, was found, not remembered: it proves nothing, so
 *   it earns nothing and is not in the round's maximum either.
 *
 * A perfect-memory child never slips, and every pair it had to remember it remembers: the full
 * score. A guesser slips on nearly every try once cards are known.
 */
export interface MemoryTry {
  /** the first card's partner had been turned up before this try */
  firstPartnerSeen: boolean;
  /** the second card had been turned up before this try */
  secondSeen: boolean;
  /** the two cards are a pair */
  matched: boolean;
  /** cards still face down (not matched) when the try began */
  cardsDown: number;
}

export interface MemoryVerdict {
  /** a found pair that memory found (counts in the round's units) */
  remembered: boolean;
  /** slips charged to the first card's pair and to the second card's pair */
  slipFirst: boolean;
  slipSecond: boolean;
}

export function memoryVerdict(t: MemoryTry): MemoryVerdict {
  if (t.matched) return { remembered: t.secondSeen && t.cardsDown > 2, slipFirst: false, slipSecond: false };
  return { remembered: false, slipFirst: t.firstPartnerSeen || t.secondSeen, slipSecond: t.secondSeen };
}

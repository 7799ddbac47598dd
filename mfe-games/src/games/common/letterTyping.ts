// The pure text modules, not the barrel: keeps this file usable from plain Node too.
import { isBrokenLetter, letters, normaliseText } from '@app/shared';
import { splitTamil, TAMIL_AYTHAM, TAMIL_SRI } from '@app/shared';

/**
 * The one input model of every typed game. A Tamil keyboard sends a letter's code points one by
 * one (க, then ொ or ்), so a letter is only complete when nothing more can join it: the next
 * letter starts, the child moves on, presses Enter, or the letter cannot grow (கா, க், a Latin
 * letter). Cells take whole letters only (letters(): க்ஷ and ஸ்ரீ are one letter each); a word's
 * cells already settled by a crossing word are passed over. Keypads send whole letters.
 */

/** A whole letter as letters() counts it, that a cell or tile may hold (never a lone sign). */
export function isWholeLetter(text: string): boolean {
  const ls = letters(text);
  if (ls.length !== 1 || isBrokenLetter(ls[0]!)) return false;
  if (!/[\u0b80-\u0bff]/.test(text)) return /[\p{L}\p{N}]/u.test(text);
  return text === TAMIL_SRI || text === TAMIL_AYTHAM || splitTamil(text).kind !== 'other';
}

/** ஸ் then ர is on its way to ஸ்ரீ: not a letter yet, but it may become one. */
const SRI_PREFIXES = ['ஸ்ர'];

/** Whether more code points can still join this letter (a vowel sign, a pulli, ஷ after க், ரீ after ஸ்). */
export function isLetterOpen(text: string): boolean {
  if (SRI_PREFIXES.includes(text)) return true;
  const parts = splitTamil(text);
  if (parts.kind === 'mei') return parts.consonant === 'க' || parts.consonant === 'ஸ';
  if (parts.kind === 'uyirmei') return parts.vowel === 'அ' || parts.vowel === 'எ' || parts.vowel === 'ஏ';
  return parts.kind === 'vowel' && parts.vowel === 'ஒ';
}

/** `text` is a letter, or the start of one, that the next code points may still complete. */
function canHold(text: string): boolean {
  return isWholeLetter(text) || SRI_PREFIXES.includes(text);
}

/** The letters of a word being typed into a row of cells. */
export interface LetterEntry {
  /** the letter in each cell ('' when empty); the open cell shows what has been typed so far */
  cells: string[];
  /** cells typing passes over: letters already settled by a crossing word */
  skip: readonly boolean[];
  /** the cell the next new letter goes to, or passes over if it is one to skip (cells.length when full) */
  cursor: number;
  /** the cell whose letter may still grow (a vowel sign or pulli may follow), or null */
  open: number | null;
  /**
   * A child who types the whole word types a crossing word's letter too: while what they type
   * spells the start of the skipped cell's letter it is taken as that letter, changing nothing.
   */
  through: { cell: number; typed: string } | null;
  /**
   * Skipped cells whose letter nothing has settled yet (a crossing word still unsolved). A letter
   * that begins like theirs is typed over them, so ஸ்ரீ typed where a crossing word left ஸா lands
   * whole in that cell instead of ஸ there and ரீ in the next (issue 22).
   */
  soft?: readonly boolean[];
}

/** A word's cells, ready to type into from `at` (default: the first cell). */
export function startEntry(cells: readonly string[], skip: readonly boolean[] = [], at = 0, soft?: readonly boolean[]): LetterEntry {
  return {
    cells: [...cells],
    skip: cells.map((_, i) => Boolean(skip[i])),
    open: null,
    through: null,
    cursor: Math.min(Math.max(0, at), cells.length),
    ...(soft ? { soft: cells.map((_, i) => Boolean(soft[i]) && Boolean(skip[i])) } : {}),
  };
}

/**
 * Puts one new letter (or letter start) at the cursor. A cell to skip is typed through when the
 * letter starts its letter, else passed over; a lone sign or a full entry takes nothing.
 */
function place(entry: LetterEntry, text: string): LetterEntry {
  if (!canHold(text)) return entry;
  let i = entry.cursor;
  while (i < entry.cells.length && entry.skip[i]) {
    const there = entry.cells[i]!;
    if (entry.soft?.[i] && there.startsWith(text) && (there !== text || isLetterOpen(text))) {
      // an unsettled crossing letter is typed over: the open letter grows here, across key events
      const cells = [...entry.cells];
      cells[i] = text;
      return { ...entry, cells, open: isLetterOpen(text) ? i : null, through: null, cursor: i + 1 };
    }
    if (there.startsWith(text)) {
      return { ...entry, cursor: i + 1, open: null, through: there === text ? null : { cell: i, typed: text } };
    }
    i++;
  }
  if (i >= entry.cells.length) return entry;
  const cells = [...entry.cells];
  cells[i] = text;
  return { ...entry, cells, open: isLetterOpen(text) ? i : null, through: null, cursor: i + 1 };
}

/** Feeds typed text (one key's code points, an IME's committed text, or a pasted word) into the entry. */
export function typeText(entry: LetterEntry, text: string): LetterEntry {
  let e = entry;
  for (const ch of normaliseText(text)) {
    if (/\s/.test(ch)) {
      e = settleEntry(e);
      continue;
    }
    if (e.through) {
      const typed = normaliseText(e.through.typed + ch);
      const there = e.cells[e.through.cell]!;
      if (there.startsWith(typed)) {
        e = { ...e, through: there === typed ? null : { cell: e.through.cell, typed } };
        continue;
      }
      e = { ...e, through: null };
    }
    if (e.open === null) {
      e = place(e, ch);
      continue;
    }
    const grown = normaliseText(e.cells[e.open]! + ch);
    if (canHold(grown)) {
      const cells = [...e.cells];
      cells[e.open] = grown;
      e = { ...e, cells, open: isLetterOpen(grown) ? e.open : null };
      continue;
    }
    // It does not join: the open letter is complete, and what is left starts the next letter
    // (ஸ்ர + ா is ஸ் here and ரா next; க + ம is க here and ம next; கா + ா drops the lone sign).
    const [first, ...rest] = letters(grown);
    const cells = [...e.cells];
    if (first !== undefined && canHold(first)) cells[e.open] = first;
    e = { ...e, cells, open: null };
    for (const letter of rest) e = typeText(e, letter);
  }
  return e;
}

/** The open letter is complete (the child moved on, pressed Enter, or a keypad letter follows). */
export function settleEntry(entry: LetterEntry): LetterEntry {
  if (entry.through) return settleEntry({ ...entry, through: null });
  if (entry.open === null) return entry;
  const text = entry.cells[entry.open]!;
  if (isWholeLetter(text)) return { ...entry, open: null };
  // ஸ்ர never got its ீ: it is two letters after all.
  const [first, ...rest] = letters(text);
  const cells = [...entry.cells];
  cells[entry.open] = first ?? '';
  return settleEntry(rest.reduce((e, l) => typeText(e, l), { ...entry, cells, open: null } as LetterEntry));
}

/** Puts one whole letter from a keypad: it is complete as it arrives. */
export function typeLetter(entry: LetterEntry, letter: string): LetterEntry {
  return settleEntry(typeText(settleEntry(entry), letter));
}

/**
 * Backspace: takes away the letter being typed, else the letter at the cursor (a cell the child
 * chose), else the one before the cursor. Settled crossing letters are passed over.
 */
export function eraseLetter(entry: LetterEntry): LetterEntry {
  const clear = (i: number): LetterEntry => {
    const cells = [...entry.cells];
    cells[i] = '';
    return { ...entry, cells, cursor: i, open: null, through: null };
  };
  if (entry.open !== null) return clear(entry.open);
  if (entry.cursor < entry.cells.length && entry.cells[entry.cursor] && !entry.skip[entry.cursor]) return clear(entry.cursor);
  for (let i = entry.cursor - 1; i >= 0; i--) if (!entry.skip[i]) return clear(i);
  return entry;
}

/**
 * Where a word stands: `typing` while a cell is empty; `full` when every cell has a letter but the
 * last one typed may still grow (judge it only if it is already right); `complete` when it can be
 * judged, right or wrong.
 */
export function entryStatus(entry: LetterEntry): 'typing' | 'full' | 'complete' {
  if (entry.cells.some((c) => !c)) return 'typing';
  return entry.open === null ? 'complete' : 'full';
}

/** Whether a key event's text is something to type (not a shortcut, not a named key like "Enter"). */
export function isTypedText(key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return false;
  return [...key].length === 1 && /[\p{L}\p{M}]/u.test(key);
}

/**
 * What typing has made so far in a game that takes letters one at a time rather than into a row of
 * cells (guess a letter, pick a jumble tile, add to a spelling): the letters now complete, in order,
 * and the letter still open (it may take a vowel sign or pulli yet: show it, judge nothing).
 */
export interface LetterStream {
  complete: string[];
  open: string;
}

/** Room for every code point of `text` in its own cell, so nothing typed is lost for want of a cell. */
const entryFor = (text: string) => typeText(startEntry(Array<string>([...text].length + 1).fill('')), text);

/** `text` typed after the letter `open` (the stream's open letter, or ''): what is complete and what is still open. */
export function streamText(open: string, text: string): LetterStream {
  const e = entryFor(normaliseText(open + text));
  const complete = e.cells.filter((c, i) => c !== '' && i !== e.open);
  return { complete, open: e.open === null ? '' : e.cells[e.open]! };
}

/** The open letter is complete (Enter, a keypad letter, or the child moved on): the letters it makes, usually one. */
export function settleStream(open: string): string[] {
  if (!open) return [];
  return settleEntry(entryFor(open)).cells.filter(Boolean);
}

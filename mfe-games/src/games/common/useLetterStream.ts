import { useRef, useState, type RefObject } from 'react';
import { settleStream, streamText } from './letterTyping';
import { useLetterInput } from './useLetterInput';

export interface LetterStreamHandlers {
  /**
   * One letter typing has completed (called once per letter, in order). Return false when the
   * word is over (solved, judged): the rest of what was typed with it is not for the next word.
   */
  onLetter(letter: string): void | boolean;
  /** Backspace when no letter is open */
  onErase(): void;
  /** Enter, after the open letter is complete */
  onEnter?(): void;
}

export interface LetterStreamApi {
  /** the element whose text inputs feed the stream */
  ref: RefObject<HTMLDivElement | null>;
  /** the letter being typed, not complete yet ('' when none): show it, judge nothing */
  open: string;
  /** completes the open letter now (before a keypad letter, when the round changes) */
  settle(): void;
  /** drops the open letter (a new word starts) */
  clear(): void;
}

/**
 * The letter model (letterTyping.ts) for games that take typed letters one at a time: guess a
 * letter, pick a jumble tile, add to a spelling. What a keyboard or IME types into the inputs
 * under `ref` becomes whole letters, each handed on only once it is complete (a Tamil keyboard's
 * க waits for its vowel sign), so the game never judges half a letter.
 */
export function useLetterStream(handlers: LetterStreamHandlers): LetterStreamApi {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const openRef = useRef('');
  const [open, setOpenState] = useState('');
  const setOpen = (text: string) => {
    openRef.current = text;
    setOpenState(text);
  };
  const hand = (letters: readonly string[]) => {
    for (const letter of letters) {
      if (latest.current.onLetter(letter) === false) {
        setOpen('');
        return;
      }
    }
  };
  const settle = () => {
    const done = settleStream(openRef.current);
    setOpen('');
    hand(done);
  };
  useLetterInput(ref, {
    onText(text, input) {
      const s = streamText(openRef.current, text);
      setOpen(s.open);
      // what an IME left in the field is not the game's state
      input.value = '';
      hand(s.complete);
    },
    onErase() {
      if (openRef.current) setOpen('');
      else latest.current.onErase();
    },
    onEnter() {
      settle();
      latest.current.onEnter?.();
    },
  });
  return { ref, open, settle, clear: () => setOpen('') };
}

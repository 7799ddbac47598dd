import { useEffect, useRef, type RefObject } from 'react';

export interface LetterInputHandlers {
  /** text typed or committed into `input`: one key's code points, an IME's word, or a paste */
  onText(text: string, input: HTMLInputElement): void;
  /** Backspace or Delete in `input` */
  onErase(input: HTMLInputElement): void;
  /** Enter in `input` */
  onEnter?(input: HTMLInputElement): void;
}

/**
 * Hands what the child types into the text inputs inside `container` to the letter model
 * (letterTyping.ts) instead of letting the browser edit them: `beforeinput` is cancelled and its
 * text passed on, so a Tamil keyboard's code points arrive one by one as typed. While an IME
 * composes (compositionstart … compositionend) the browser is left alone, and the committed text
 * is passed on at the end. The inputs' values are the caller's to set (from its state).
 */
export function useLetterInput(container: RefObject<HTMLElement | null>, handlers: LetterInputHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let composing = false;
    const inputOf = (e: Event) => (e.target instanceof HTMLInputElement ? e.target : null);
    const onBeforeInput = (e: InputEvent) => {
      const input = inputOf(e);
      if (!input || composing || e.isComposing || e.inputType === 'insertCompositionText') return;
      if (e.inputType === 'insertLineBreak' || e.inputType === 'insertParagraph') {
        e.preventDefault();
        latest.current.onEnter?.(input);
      } else if (e.inputType.startsWith('insert')) {
        e.preventDefault();
        const text = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
        if (text) latest.current.onText(text, input);
      } else if (e.inputType.startsWith('delete')) {
        e.preventDefault();
        latest.current.onErase(input);
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const input = inputOf(e);
      // 229: a key an IME is handling; its text comes with compositionend or beforeinput
      if (!input || composing || e.isComposing || e.keyCode === 229) return;
      if (e.key === 'Backspace') {
        // an empty input gets no beforeinput for Backspace, so take it here
        e.preventDefault();
        latest.current.onErase(input);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        latest.current.onEnter?.(input);
      }
    };
    const onCompositionStart = () => {
      composing = true;
    };
    const onCompositionEnd = (e: CompositionEvent) => {
      composing = false;
      const input = inputOf(e);
      if (input && e.data) latest.current.onText(e.data, input);
    };
    root.addEventListener('beforeinput', onBeforeInput);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('compositionstart', onCompositionStart);
    root.addEventListener('compositionend', onCompositionEnd);
    return () => {
      root.removeEventListener('beforeinput', onBeforeInput);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('compositionstart', onCompositionStart);
      root.removeEventListener('compositionend', onCompositionEnd);
    };
  }, [container]);
}

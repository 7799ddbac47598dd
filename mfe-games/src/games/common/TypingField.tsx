import { useEffect, type ReactNode } from 'react';
import type { LetterStreamApi } from './useLetterStream';
import styles from './TypingField.module.css';
import { useUiLanguageTag } from './ReadAloudButton';

interface Props {
  typing: LetterStreamApi;
  /** the field's accessible name, e.g. "Type a letter" */
  label: string;
  /** what the slots hold so far, read out (the slots themselves are hidden from screen readers) */
  description?: string;
  lang: string;
  /** the input's test id */
  testId: string;
  /** the slots' box test id */
  boxTestId?: string;
  className?: string;
  /** focus the field (a new word on a device with a keyboard), so typing goes straight in */
  focusKey?: string | number | false;
  /** show the open letter at the field's end (a game whose slots do not show what is typed) */
  showOpen?: boolean;
  /** the slots, which show what is typed (the open letter included); hide them from screen readers (aria-hidden) */
  children: ReactNode;
}

/**
 * A game's letter slots that a keyboard can type into: a real text input lies over the slots, so
 * any keyboard or IME works (on a phone a tap opens the phone's own keyboard), while the slots show
 * the letters as the game has them. The input's own text is never shown: the letter model
 * (useLetterStream) takes every key.
 */
export function TypingField({ typing, label, description, lang, testId, boxTestId, className = '', focusKey = false, showOpen = false, children }: Props) {
  // the input's name is a sentence of the UI's (its text is never shown), the slots are the topic's letters (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  useEffect(() => {
    if (focusKey === false) return;
    typing.ref.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [focusKey, typing.ref]);
  return (
    <div ref={typing.ref} className={`${styles.field} ${className}`} lang={lang} data-testid={boxTestId}>
      {children}
      {showOpen && typing.open ? (
        <span className={styles.open} aria-hidden="true">
          {typing.open}
        </span>
      ) : null}
      <input
        className={styles.input}
        aria-label={description ? `${label}: ${description}` : label}
        lang={ui}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        data-testid={testId}
      />
    </div>
  );
}

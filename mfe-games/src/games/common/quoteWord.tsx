import type { ReactNode } from 'react';

const SLOT = '\u2063';

/**
 * A sentence of the UI's quoting a word of the topic ("இதில் சேர்: keadaan"): the word in a span
 * of its own language, so a screen reader reads each part in its voice (WCAG 3.1.2). `sentence`
 * is the translation with the word's placeholder filled by the slot it is given.
 */
export function quoteWord(sentence: (slot: string) => string, word: string, lang: string): ReactNode {
  const [before = '', ...rest] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang={lang}>{word}</span>
      {rest.join(word)}
    </>
  );
}

import styles from './FitWords.module.css';

/**
 * A text whose words are each their own box, for `useFitText(root, FIT_WORD)`: a word longer than
 * the line is set smaller on its own, and the words around it keep their size. Fitting the whole
 * text set a match partner's five words at 13 px for one long word (விழித்திருக்கும்) in a narrow
 * column; breaking that word inside would split it where a reader does not.
 */
export function FitWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, i) =>
        !part || /^\s+$/.test(part) ? (
          part
        ) : (
          <span key={i} className={styles.word} data-fit-word="">
            {part}
          </span>
        ),
      )}
    </>
  );
}

/** The selector of FitWords' words. */
export const FIT_WORD = '[data-fit-word]';

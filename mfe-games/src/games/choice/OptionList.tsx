import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionResult } from './logic/questionRound';
import styles from './QuestionRound.module.css';

interface Props {
  options: string[];
  answer: string;
  removed: number[];
  feedback: QuestionResult | null;
  label: string;
  /** `inline` lays the options out as running text (a sentence to pick a word from) */
  layout?: 'grid' | 'inline';
  /** changes whenever a new question is shown, to move focus to its first option */
  questionKey: number;
  onChoose: (index: number) => void;
}

/**
 * The answers of one question as buttons: Tab/arrows move, Enter/Space or a digit chooses. After
 * the answer, marks say "right answer" / "your answer" in words and icons, not colour alone.
 */
export function OptionList({ options, answer, removed, feedback, label, layout = 'grid', questionKey, onChoose }: Props) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const answered = feedback !== null;
  const usable = (i: number) => !removed.includes(i);

  useEffect(() => {
    buttons.current.find((b, i) => b && usable(i))?.focus();
    // only when a new question appears, not when a hint removes an option
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionKey]);

  function move(from: number, step: 1 | -1) {
    for (let k = 1; k <= options.length; k += 1) {
      const i = (from + step * k + options.length * k) % options.length;
      if (usable(i)) return buttons.current[i]?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = buttons.current.findIndex((b) => b === document.activeElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(index, 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(index < 0 ? 0 : index, -1);
    else if (/^[1-9]$/.test(event.key) && !answered) {
      const chosen = Number(event.key) - 1;
      if (chosen < options.length && usable(chosen)) onChoose(chosen);
    } else return;
    event.preventDefault();
  }

  return (
    <>
      <ul className={layout === 'inline' ? styles.inline : styles.options} aria-label={label} onKeyDown={onKeyDown} data-testid="round-options">
        {options.map((option, i) => {
          const isAnswer = answered && option === answer;
          const isWrongChoice = answered && feedback.verdict === 'wrong' && option === feedback.given && option !== answer;
          const gone = removed.includes(i);
          const className = [styles.option, isAnswer ? styles.right : '', isWrongChoice ? styles.wrongChoice : '', gone ? styles.removed : ''].join(' ');
          return (
            <li key={`${i}-${option}`}>
              <button
                type="button"
                ref={(b) => { buttons.current[i] = b; }}
                className={className}
                disabled={answered || gone}
                onClick={() => onChoose(i)}
                data-testid={`round-option-${i}`}
                data-state={isAnswer ? 'right' : isWrongChoice ? 'wrong' : gone ? 'removed' : 'open'}
              >
                {layout === 'grid' ? <span className={styles.key} aria-hidden="true">{i + 1}</span> : null}
                <span>{option}</span>
                {isAnswer ? <span className={styles.mark}><span aria-hidden="true">✔ </span>{t('choice.round.rightAnswer')}</span> : null}
                {isWrongChoice ? <span className={styles.mark}><span aria-hidden="true">✖ </span>{t('choice.round.yourAnswer')}</span> : null}
                {gone ? <span className={styles.visuallyHidden}>{t('choice.round.removed')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {!answered ? <p className={styles.keysHelp}>{t('choice.round.keysHelp', { count: Math.min(options.length, 9) })}</p> : null}
    </>
  );
}

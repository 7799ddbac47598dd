import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, letters } from '@app/shared';
import { useGame, useHasKeyboard } from '../common';
import type { QuestionResult } from './logic/questionRound';
import { Icon } from '../common/icons/Icon';
import styles from './QuestionRound.module.css';
import { ReadAloudButton } from '../common/ReadAloudButton';
import { focusAfterPaint } from '../common/focusAfterPaint';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { useRefitWhenFontsLoad } from '../common/useFitText';
import { useOnWidthChange } from '../common/useOnWidthChange';

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
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const topicLang = languageTag(useGame().topic.language);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const answered = feedback !== null;
  const hasKeyboard = useHasKeyboard();
  const usable = (i: number) => !removed.includes(i);
  // short words sit two to a row, so five options and the prompt fit a phone screen
  const twoColumns = layout === 'grid' && options.every((o) => letters(o).length <= 6);
  const list = useRef<HTMLUListElement>(null);
  const oneColumn = useOneColumnWhereWordsBreak(list, layout === 'grid' ? options.join('\n') : null);

  useEffect(
    () => focusAfterPaint(() => buttons.current.find((b, i) => b && usable(i))),
    // only when a new question appears, not when a hint removes an option
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [questionKey],
  );

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
      <ul
        ref={list}
        className={layout === 'inline' ? styles.inline : [styles.options, twoColumns ? styles.twoColumns : '', oneColumn ? styles.oneColumn : ''].join(' ')}
        aria-label={label}
        // the list's name and the marks are the UI's, each option the topic's (WCAG 3.1.2)
        lang={ui}
        onKeyDown={onKeyDown}
        data-testid="round-options"
      >
        {options.map((option, i) => {
          const isAnswer = answered && option === answer;
          const isWrongChoice = answered && feedback.verdict === 'wrong' && option === feedback.given && option !== answer;
          const gone = removed.includes(i);
          const className = [styles.option, isAnswer ? styles.right : '', isWrongChoice ? styles.wrongChoice : '', gone ? styles.removed : ''].join(' ');
          return (
            <li key={`${i}-${option}`}>
              <button
                type="button"
                ref={(b) => {
                  buttons.current[i] = b;
                }}
                className={className}
                disabled={answered || gone}
                onClick={() => onChoose(i)}
                data-testid={`round-option-${i}`}
                data-state={isAnswer ? 'right' : isWrongChoice ? 'wrong' : gone ? 'removed' : 'open'}
              >
                {layout === 'grid' && hasKeyboard ? (
                  <span className={styles.key} aria-hidden="true">
                    {i + 1}
                  </span>
                ) : null}
                <span className={styles.optionText} data-option-text="" lang={topicLang}>
                  {option}
                </span>
                {isAnswer ? (
                  <span className={styles.mark}>
                    <Icon name="check-mark-button" size={20} className={styles.markIcon} />
                    <span className={styles.markText}>{t('choice.round.rightAnswer')}</span>
                  </span>
                ) : null}
                {isWrongChoice ? (
                  <span className={styles.mark}>
                    <Icon name="cross-mark" size={20} className={styles.markIcon} />
                    <span className={styles.markText}>{t('choice.round.yourAnswer')}</span>
                  </span>
                ) : null}
                {gone ? <span className={styles.visuallyHidden}>{t('choice.round.removed')}</span> : null}
              </button>
              <ReadAloudButton text={option} variant="option" testId={`read-aloud-option-${i}`} />
            </li>
          );
        })}
      </ul>
      {!answered && hasKeyboard ? (
        <p className={styles.keysHelp} data-testid="keys-help" lang={ui}>
          {t('choice.round.keysHelp', { count: Math.min(options.length, 9) })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Whether the options must stand one to a row: set when, two to a row, a word of one of them is
 * wider than its half of the row. Six letters is a guess at what fits, and a wide Tamil word
 * (ஊன்றுகோல், five letters, 130 px in a 100 px half) was broken inside the word (issue 22.5).
 * Measured before the paint with words unbreakable (`data-measure`), so no layout jumps; again
 * when a font arrives or the width changes (the phone turned, a larger text size).
 */
function useOneColumnWhereWordsBreak(list: RefObject<HTMLUListElement | null>, optionsKey: string | null): boolean {
  const [wide, setWide] = useState<string | null>(null);
  const measure = useCallback(() => {
    const el = list.current;
    if (!el || optionsKey === null) return;
    el.dataset.measure = '';
    const overflows = Array.from(el.querySelectorAll<HTMLElement>('[data-option-text]')).some((t) => t.scrollWidth > t.clientWidth + 1);
    delete el.dataset.measure;
    setWide(overflows ? optionsKey : null);
  }, [list, optionsKey]);
  useLayoutEffect(measure, [measure]);
  useRefitWhenFontsLoad(measure);
  useOnWidthChange(list, measure);
  return optionsKey !== null && wide === optionsKey;
}

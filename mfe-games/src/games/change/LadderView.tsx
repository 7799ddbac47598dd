import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFitText } from '../common/useFitText';
import type { ChangeState } from './logic/ladderMoves';
import { Icon } from '../common/icons/Icon';
import styles from './ChangeGame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';

interface Props {
  state: ChangeState;
  lang: string;
  onSelect: (place: number) => void;
}

/**
 * The ladder, read from the top: the target (with its clue and picture), the rungs still to
 * climb, the word the child stands on (its letters are buttons), and the rungs already climbed.
 */
export function LadderView({ state, lang, onSelect }: Props) {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const root = useRef<HTMLDivElement>(null);
  useFitText(root, '[data-testid="change-letter"]');
  const round = state.rounds[state.current];
  if (!round) return null;
  const target = round.rungs[round.rungs.length - 1]!;
  const word = round.rungs[state.step]!;
  // Rungs between the child and the target, nearest last (they sit just above the word).
  const ahead = round.rungs
    .slice(state.step + 1, -1)
    .map((letters, k) => ({ letters, k: state.step + 1 + k }))
    .reverse();
  const climbed = round.rungs
    .slice(0, state.step)
    .map((letters, k) => ({ letters, k }))
    .reverse();
  const inOrder = round.between.length > 0 && round.between.every((w, i) => w === round.rungs[i + 1]!.join(''));
  const mixed = round.between.length > 0 && !inOrder;

  return (
    <div ref={root} className={styles.ladder} lang={lang}>
      <div className={styles.target} data-testid="change-target">
        {round.image ? <img className={styles.picture} src={`/media/pictures/${encodeURIComponent(round.image)}.svg`} alt="" width={56} height={56} /> : null}
        <p className={styles.targetText}>
          <span className={styles.targetLabel} lang={ui}>
            {t('change.target')}
          </span>{' '}
          <strong className={styles.targetWord} data-testid="change-target-word">
            {target.join('')}
          </strong>
          {round.clue ? <span className={styles.clue}>{round.clue}</span> : null}
        </p>
      </div>
      {mixed ? (
        <p className={styles.between} data-testid="change-between">
          <span className={styles.targetLabel} lang={ui}>
            {t('change.onTheWay')}:
          </span>
          {round.between.map((w) => (
            <span key={w} className={styles.chip}>
              {w}
            </span>
          ))}
        </p>
      ) : null}
      <ol className={styles.rungs} aria-label={t('change.ladder')} lang={ui}>
        {ahead.map(({ letters, k }) => (
          <li
            key={k}
            className={styles.rung}
            aria-label={inOrder ? t('change.rungWord', { word: letters.join('') }) : t('change.rungEmpty', { count: letters.length })}
          >
            {letters.map((l, i) => (
              <span key={i} className={styles.box} aria-hidden="true" lang={lang}>
                {inOrder ? l : ''}
              </span>
            ))}
          </li>
        ))}
        <li className={styles.current}>
          <div className={styles.word} role="group" aria-label={t('change.word')} data-testid="change-word">
            {word.map((l, i) => (
              <button
                key={i}
                type="button"
                className={`${styles.letter} ${state.selected === i ? styles.selected : ''}`}
                aria-pressed={state.selected === i}
                aria-label={t('change.letterN', { n: i + 1, letter: l })}
                onClick={() => onSelect(i)}
                data-testid="change-letter"
              >
                <span lang={lang}>{l}</span>
              </button>
            ))}
          </div>
        </li>
        {climbed.map(({ letters, k }) => (
          <li key={k} className={`${styles.rung} ${styles.climbed}`} aria-label={t('change.rungClimbed', { word: letters.join('') })}>
            <span aria-hidden="true" lang={lang}>
              <Icon name="check-mark" size={18} className={styles.rungIcon} /> {letters.join('')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

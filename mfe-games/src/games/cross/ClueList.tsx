import { useTranslation } from 'react-i18next';
import { Icon } from '../common/icons/Icon';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import type { CrossPlacement } from './logic/crosswordLayout';
import styles from './CrossGame.module.css';

interface Props {
  placements: readonly CrossPlacement[];
  solved: readonly number[];
  active: number;
  /** the clues' language (the topic's); the list's own words are in the UI's */
  lang: string;
  onChoose: (index: number) => void;
}

/** Across and down clues; choosing one moves the cursor to its first cell. */
export function ClueList({ placements, solved, active, lang, onChoose }: Props) {
  const { t } = useTranslation();
  const ui = useUiLanguageTag();
  const list = (direction: 'across' | 'down') => (
    <section aria-labelledby={`clues-${direction}`} lang={ui}>
      <h3 id={`clues-${direction}`} className={styles.clueHeading}>
        {t(`cross.${direction}`)}
      </h3>
      <ol className={styles.clues} data-testid={`cross-clues-${direction}`}>
        {placements.map((p, i) =>
          p.direction === direction ? (
            <li key={i}>
              <button
                type="button"
                className={`${styles.clue} ${i === active ? styles.clueActive : ''} ${solved.includes(i) ? styles.clueSolved : ''}`}
                onClick={() => onChoose(i)}
                aria-current={i === active || undefined}
                data-testid="cross-clue"
                data-solved={solved.includes(i)}
              >
                <strong>{p.number}</strong> <span lang={lang}>{p.clue}</span>{' '}
                <span className={styles.len}>({t('cross.letters', { count: p.letters.length })})</span>
                {solved.includes(i) ? (
                  <span>
                    {' '}
                    <Icon name="check-mark-button" size={18} className={styles.clueIcon} />
                    <span className={styles.srOnly}>{t('cross.solvedMark')}</span>
                  </span>
                ) : null}
              </button>
            </li>
          ) : null,
        )}
      </ol>
    </section>
  );
  return (
    <div className={styles.clueColumns}>
      {list('across')}
      {list('down')}
    </div>
  );
}

import { useRef, type KeyboardEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../common/icons/Icon';
import { FitWords, FIT_WORD } from '../common/FitWords';
import { useFitText } from '../common/useFitText';
import { languageTag, type Language } from '@app/shared';
import styles from './MatchBoard.module.css';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';

export interface MatchCell {
  /** the pair this cell belongs to */
  id: number;
  text: string;
  selected: boolean;
  /** pair number shown on both joined cells (not colour alone), or null while open */
  joinedAs: number | null;
  /** the other side's text, for the screen-reader label of a joined cell */
  joinedTo: string | null;
}

interface Props {
  side: 'left' | 'right';
  heading: string;
  /** the language of the column's words (the heading and marks are the UI's) */
  language: Language;
  cells: MatchCell[];
  buttons: MutableRefObject<(HTMLButtonElement | null)[]>;
  onChoose: (id: number) => void;
  /** arrow keys: move within the column (±1) or to the other column (switch) */
  onArrow: (from: number, direction: 'up' | 'down' | 'switch') => void;
}

export function MatchColumn({ side, heading, language, cells, buttons, onChoose, onArrow }: Props) {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const headingId = `match-${side}-heading`;
  // WCAG 1.4.4/1.4.10: at the app's largest font a Tamil word longer than its narrow column is set
  // smaller, never broken inside a letter (சொற்க/ள்) and never pushing the page wider
  const column = useRef<HTMLDivElement>(null);
  useFitText(column, `${FIT_WORD}, h3`);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const direction =
      event.key === 'ArrowDown' ? 'down' : event.key === 'ArrowUp' ? 'up' : event.key === (side === 'left' ? 'ArrowRight' : 'ArrowLeft') ? 'switch' : null;
    if (!direction) return;
    event.preventDefault();
    onArrow(index, direction);
  }
  return (
    <div ref={column} className={side === 'left' ? styles.wordsSide : styles.partnersSide}>
      <h3 id={headingId} className={styles.columnHeading}>
        {heading}
      </h3>
      <ul className={styles.column} aria-labelledby={headingId} lang={languageTag(language)} data-testid={`match-${side}`}>
        {cells.map((cell, index) => (
          <li key={cell.id}>
            <button
              type="button"
              ref={(b) => {
                buttons.current[index] = b;
              }}
              className={[styles.item, cell.selected ? styles.selected : '', cell.joinedAs !== null ? styles.matched : ''].join(' ')}
              aria-pressed={cell.selected}
              aria-disabled={cell.joinedAs !== null}
              onClick={() => (cell.joinedAs === null ? onChoose(cell.id) : undefined)}
              onKeyDown={(e) => onKeyDown(e, index)}
              data-testid={`match-${side}-${index}`}
              data-state={cell.joinedAs !== null ? 'joined' : cell.selected ? 'selected' : 'open'}
            >
              {cell.selected ? <Icon name="play-button" size={18} className={styles.icon} /> : null}
              <span className={styles.text}>
                <FitWords text={cell.text} />
              </span>
              {cell.joinedAs !== null ? (
                <span className={styles.tag}>
                  <span aria-hidden="true">
                    <Icon name="check-mark-button" size={18} className={styles.icon} /> {cell.joinedAs}
                  </span>
                  <span className={styles.visuallyHidden} lang={ui}>
                    {t('match.joined', { partner: cell.joinedTo })}
                  </span>
                </span>
              ) : null}
              {cell.selected ? (
                <span className={styles.visuallyHidden} lang={ui}>
                  {t('match.selected')}
                </span>
              ) : null}
            </button>
            {/* beside the item, not in it (a button in a button is not one); the item keeps the column's width less 38 px */}
            <ReadAloudButton text={cell.text} language={language} variant="option" testId={`read-aloud-match-${side}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isTamilText, languageTag } from '@app/shared';
import type { PublicItem } from '../contest/contestApi';
import styles from './Level.module.css';

/** One contest item: choices as a radio group; a jumble as letter tiles plus a text field. */
export function ItemCard({
  item,
  position,
  answer,
  onAnswer,
  disabled,
}: {
  item: PublicItem;
  position: number;
  answer: string;
  onAnswer: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `item-${item.index}-prompt`;
  // The item's own text says its language, as the content check reads it (checkContests.ts
  // itemLanguage): Solvallar's items are Malay (ms), a Tamil item would be read as Tamil.
  const itemLang = languageTag(isTamilText(item.prompt.replace('____', '')) ? 'ta' : 'bm');
  return (
    <fieldset className={styles.item} data-testid={`item-${item.index}`} disabled={disabled} aria-labelledby={headingId}>
      <legend className={styles.legend} id={headingId}>
        <span className={styles.itemNumber}>{t('level.question', { n: position })}</span>{' '}
        <span className={styles.itemType}>{t(`level.types.${item.type}`)}</span>
        <span className={styles.prompt} lang={itemLang}>
          {item.prompt}
        </span>
      </legend>
      {item.type === 'jumble' ? (
        <div className={styles.jumble}>
          <p className={styles.tiles} aria-label={t('level.lettersLabel')} lang={itemLang}>
            {item.letters.map((letter, i) => (
              <button
                key={i}
                type="button"
                className={styles.tile}
                onClick={() => onAnswer(answer + letter.toLocaleLowerCase(itemLang))}
                aria-label={t('level.addLetter', { letter })}
              >
                {letter}
              </button>
            ))}
          </p>
          <div className={styles.jumbleRow}>
            <label className={styles.jumbleLabel}>
              <span>{t('level.yourWord')}</span>
              <input
                className={styles.input}
                lang={itemLang}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                value={answer}
                onChange={(e) => onAnswer(e.target.value)}
                data-testid={`answer-${item.index}`}
              />
            </label>
            <button type="button" className={styles.clear} onClick={() => onAnswer('')} disabled={!answer}>
              {t('level.clear')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.choices} role="radiogroup" aria-labelledby={headingId}>
          {item.choices.map((choice) => (
            <label key={choice} className={answer === choice ? styles.choiceChosen : styles.choice} lang={itemLang}>
              <input type="radio" name={`item-${item.index}`} value={choice} checked={answer === choice} onChange={() => onAnswer(choice)} />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

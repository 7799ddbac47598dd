import { useTranslation } from 'react-i18next';
import { compareLetters, letters, type LetterMark } from '@app/shared';
import { Icon, type IconName } from './icons/Icon';
import styles from './LetterHint.module.css';

/** A symbol per mark, so the hint never depends on colour alone. */
export const MARK_ICONS: Record<LetterMark, IconName> = {
  right: 'mark-right',
  elsewhere: 'mark-elsewhere',
  sameConsonant: 'mark-same-consonant',
  sameVowel: 'mark-same-vowel',
  absent: 'mark-absent',
};

/** The marks a legend explains for a language: only Tamil letters have மெய்/உயிர் halves. */
export function marksFor(language: string): LetterMark[] {
  const all: LetterMark[] = ['right', 'elsewhere', 'sameConsonant', 'sameVowel', 'absent'];
  return language === 'ta' ? all : all.filter((m) => m !== 'sameConsonant' && m !== 'sameVowel');
}

/**
 * The child's answer letter by letter against the word (shared compareLetters): each letter in its
 * mark's colour with the mark's symbol BESIDE it (never over a pulli or vowel sign), then one short
 * sentence for the letters that are nearly right ("கா: மெய் சரி, உயிர் வேறு").
 */
export function LetterHint({ target, guess, sentenceOnly = false }: { target: string; guess: string; sentenceOnly?: boolean }) {
  const { t } = useTranslation();
  const marks = compareLetters(target, guess);
  const given = letters(guess.trim());
  const near = given.flatMap((letter, i) => {
    const mark = marks[i];
    return mark === 'sameConsonant' || mark === 'sameVowel' ? [t('letterHint.says', { letter, what: t(`letterHint.marks.${mark}`) })] : [];
  });
  if (given.length === 0 || (sentenceOnly && near.length === 0)) return null;
  return (
    <span className={styles.hint} data-testid="letter-hint">
      {sentenceOnly ? null : (
        <span className={styles.row} role="list" aria-label={t('letterHint.label')}>
          {given.map((letter, i) => {
            const mark = marks[i] ?? 'absent';
            return (
              <span
                key={i}
                role="listitem"
                className={`${styles.letter} ${styles[mark]}`}
                data-mark={mark}
                data-testid="letter-hint-letter"
                aria-label={`${letter}: ${t(`letterHint.marks.${mark}`)}`}
              >
                <span className={styles.glyph}>{letter}</span>
                <Icon name={MARK_ICONS[mark]} size={12} className={styles.symbol} />
              </span>
            );
          })}
        </span>
      )}
      {near.length > 0 ? (
        <span className={styles.says} data-testid="letter-hint-text">
          {near.join(' · ')}
        </span>
      ) : null}
    </span>
  );
}

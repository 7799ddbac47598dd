import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAMIL_AYTHAM, TAMIL_CONSONANTS, TAMIL_GRANTHA, TAMIL_PULLI, TAMIL_SRI, TAMIL_VOWELS, combineTamil, type Language } from '@app/shared';
import styles from './LetterKeypad.module.css';

const LATIN = 'abcdefghijklmnopqrstuvwxyz'.split(''); // ASCII alphabet, not a word: splitting is safe here

interface Props {
  language: Language;
  onLetter: (letter: string) => void;
  onBackspace?: () => void;
  onEnter?: () => void;
  /** letters already used (guess): shown pressed and disabled */
  used?: ReadonlySet<string>;
  disabled?: boolean;
}

/**
 * On-screen keypad. Tamil: vowels (உயிர்), consonants (மெய்) and, after a consonant, its combined
 * letters (உயிர்மெய்) and pulli form, so a child builds any letter in two taps. Latin: a–z.
 */
export function LetterKeypad({ language, onLetter, onBackspace, onEnter, used, disabled }: Props) {
  const { t } = useTranslation();
  const [consonant, setConsonant] = useState<string | null>(null);
  const key = (letter: string, onClick = () => onLetter(letter), extra?: string) => (
    <button key={letter} type="button" className={`${styles.key} ${extra ?? ''}`} onClick={onClick}
      disabled={disabled || used?.has(letter)} aria-pressed={used ? used.has(letter) : undefined} data-testid="keypad-key" data-letter={letter} lang={language === 'bm' ? 'ms' : language}>
      {letter}
    </button>
  );
  const controls = (
    <div className={styles.controls}>
      {onBackspace ? <button type="button" className={styles.control} onClick={onBackspace} disabled={disabled} aria-label={t('game.keypad.backspace')} data-testid="keypad-backspace">⌫</button> : null}
      {onEnter ? <button type="button" className={`${styles.control} ${styles.enter}`} onClick={onEnter} disabled={disabled} data-testid="keypad-enter">{t('game.keypad.enter')}</button> : null}
    </div>
  );
  if (language !== 'ta') {
    return (
      <div className={styles.keypad} role="group" aria-label={t('game.keypad.label')} data-testid="keypad">
        <div className={styles.keys}>{LATIN.map((l) => key(l))}</div>
        {controls}
      </div>
    );
  }
  return (
    <div className={styles.keypad} role="group" aria-label={t('game.keypad.label')} data-testid="keypad">
      <fieldset className={styles.group}>
        <legend>{t('game.keypad.vowels')}</legend>
        <div className={styles.keys}>{[...TAMIL_VOWELS, TAMIL_AYTHAM].map((l) => key(l))}</div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('game.keypad.consonants')}</legend>
        <div className={styles.keys}>
          {[...TAMIL_CONSONANTS, ...TAMIL_GRANTHA].map((c) => (
            <button key={c} type="button" className={`${styles.key} ${consonant === c ? styles.active : ''}`} onClick={() => setConsonant(consonant === c ? null : c)}
              disabled={disabled} aria-expanded={consonant === c} data-testid="keypad-consonant" data-letter={c} lang="ta">{c}</button>
          ))}
          {key(TAMIL_SRI)}
        </div>
      </fieldset>
      {consonant ? (
        <fieldset className={styles.group} data-testid="keypad-combined">
          <legend>{t('game.keypad.combined')}: {consonant}</legend>
          <div className={styles.keys}>
            {[TAMIL_PULLI, ...TAMIL_VOWELS].map((v) => {
              const letter = combineTamil(consonant, v) ?? consonant;
              return key(letter, () => { onLetter(letter); setConsonant(null); });
            })}
          </div>
        </fieldset>
      ) : (
        <p className={styles.help}>{t('game.keypad.chooseConsonant')}</p>
      )}
      {controls}
    </div>
  );
}

import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAMIL_AYTHAM, TAMIL_CONSONANTS, TAMIL_GRANTHA, TAMIL_PULLI, TAMIL_SRI, TAMIL_VOWELS, combineTamil, languageTag, type Language } from '@app/shared';
import { Icon } from './icons/Icon';
import { useFitText } from './useFitText';
import styles from './LetterKeypad.module.css';
import { useUiLanguageTag } from './ReadAloudButton';

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

type TamilView = 'consonants' | 'vowels';
const CONSONANT_KEYS = [...TAMIL_CONSONANTS, ...TAMIL_GRANTHA];

/**
 * On-screen keypad, small enough to sit under a board on a 360 × 740 phone (eight keys a row, 44
 * px tall, at most four rows). Tamil: one group at a time, consonants (மெய்) or vowels (உயிர்); a
 * consonant opens its combined letters (உயிர்மெய்) and pulli form, so any letter is two taps. Every
 * key sends one whole letter. Latin: a–z.
 */
export function LetterKeypad(props: Props) {
  // The keys are drawn again only when what they show changes, not with every render of the game
  // around them (a letter typed in the crossword drew all 40 keys again, issue 22.6): they call
  // the game's latest handlers, whatever render those came from.
  const latest = useRef(props);
  latest.current = props;
  const handlers = useMemo(
    () => ({
      onLetter: (letter: string) => latest.current.onLetter(letter),
      onBackspace: () => latest.current.onBackspace?.(),
      onEnter: () => latest.current.onEnter?.(),
    }),
    [],
  );
  const { language, used, disabled } = props;
  return (
    <KeypadKeys
      language={language}
      used={used}
      disabled={disabled}
      onLetter={handlers.onLetter}
      onBackspace={props.onBackspace ? handlers.onBackspace : undefined}
      onEnter={props.onEnter ? handlers.onEnter : undefined}
    />
  );
}

const KeypadKeys = memo(function KeypadKeys({ language, onLetter, onBackspace, onEnter, used, disabled }: Props) {
  const { t } = useTranslation();
  const ui = useUiLanguageTag();
  const drawn = useAfterFirstPaint();
  const [view, setView] = useState<TamilView>('consonants');
  const [consonant, setConsonant] = useState<string | null>(null);
  const pad = useRef<HTMLDivElement>(null);
  useFitText(pad, '[data-letter]');
  const lang = languageTag(language);
  // the consonant keys' names, once per language: the keypad renders again with each letter typed
  // and with every render of its game (the crossword's grid on each key, issue 22.6)
  const consonantLabels = useMemo(() => new Map(CONSONANT_KEYS.map((c) => [c, t('letterKeypad.consonantKey', { letter: c })])), [t]);
  const key = (letter: string, onClick = () => onLetter(letter)) => (
    <button
      key={letter}
      type="button"
      className={styles.key}
      onClick={onClick}
      disabled={disabled || used?.has(letter)}
      aria-pressed={used ? used.has(letter) : undefined}
      data-testid="keypad-key"
      data-letter={letter}
      lang={lang}
    >
      {letter}
    </button>
  );
  const controls = (
    <>
      {onBackspace ? (
        <button
          type="button"
          className={styles.control}
          onClick={onBackspace}
          disabled={disabled}
          aria-label={t('game.keypad.backspace')}
          data-testid="keypad-backspace"
        >
          <Icon name="backspace" size={26} />
        </button>
      ) : null}
      {onEnter ? (
        <button type="button" className={`${styles.control} ${styles.enter}`} onClick={onEnter} disabled={disabled} data-testid="keypad-enter">
          {t('game.keypad.enter')}
        </button>
      ) : null}
    </>
  );
  if (language !== 'ta') {
    return (
      // the keypad's names are the UI's; each key carries its letter's language (WCAG 3.1.2)
      <div ref={pad} className={styles.keypad} role="group" aria-label={t('game.keypad.label')} lang={ui} data-testid="keypad">
        {drawn ? (
          <div className={`${styles.keys} ${styles.latin}`}>
            {LATIN.map((l) => key(l))}
            {controls}
          </div>
        ) : (
          <div className={styles.pendingLatin} data-testid="keypad-pending" />
        )}
      </div>
    );
  }
  const tab = (which: TamilView, label: string, sample: string) => (
    <button
      type="button"
      className={`${styles.tab} ${view === which && !consonant ? styles.tabOn : ''}`}
      aria-pressed={view === which && !consonant}
      onClick={() => {
        setView(which);
        setConsonant(null);
      }}
      disabled={disabled}
      data-testid={`keypad-${which}`}
    >
      <span lang="ta" aria-hidden="true">
        {sample}
      </span>{' '}
      <span className={styles.tabLabel}>{label}</span>
    </button>
  );
  return (
    // the keypad's names are the UI's; each key carries its letter's language (WCAG 3.1.2)
    <div ref={pad} className={styles.keypad} role="group" aria-label={t('game.keypad.label')} lang={ui} data-testid="keypad">
      <div className={styles.bar}>
        {tab('consonants', t('letterKeypad.consonants'), 'க')}
        {tab('vowels', t('letterKeypad.vowels'), 'அ')}
        <span className={styles.spacer} />
        {controls}
      </div>
      {!drawn ? (
        <div className={styles.pendingTamil} data-testid="keypad-pending" />
      ) : consonant ? (
        <div className={styles.keys} role="group" aria-label={`${t('game.keypad.combined')}: ${consonant}`} data-testid="keypad-combined">
          {[TAMIL_PULLI, ...TAMIL_VOWELS].map((v) => {
            const letter = combineTamil(consonant, v) ?? consonant;
            return key(letter, () => {
              onLetter(letter);
              setConsonant(null);
            });
          })}
          <button type="button" className={styles.control} onClick={() => setConsonant(null)} data-testid="keypad-back" aria-label={t('letterKeypad.back')}>
            <Icon name="right-arrow-curving-left" size={26} />
          </button>
        </div>
      ) : view === 'consonants' ? (
        <div className={styles.keys} role="group" aria-label={t('game.keypad.consonants')}>
          {CONSONANT_KEYS.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.key}
              onClick={() => setConsonant(c)}
              disabled={disabled}
              aria-expanded={false}
              aria-label={consonantLabels.get(c)}
              data-testid="keypad-consonant"
              data-letter={c}
              lang="ta"
            >
              {c}
            </button>
          ))}
          {key(TAMIL_SRI)}
        </div>
      ) : (
        <div className={styles.keys} role="group" aria-label={t('game.keypad.vowels')}>
          {[...TAMIL_VOWELS, TAMIL_AYTHAM].map((l) => key(l))}
        </div>
      )}
    </div>
  );
});

/**
 * False until the frame after the first render has been painted. The keypad's keys come a frame
 * after the board: laying out and fitting its 25–32 letters in the task that drew a keypad game's
 * first board made that one task 120–185 ms at 4x CPU; now the board and the keys are two (issue
 * 22.6). The keys' room is kept meanwhile (the Tamil bar is drawn at once), so nothing under it moves.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, [painted]);
  return painted;
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameStyles } from '../common';
import type { Language } from '@app/shared';
import { revealedLetters, type RoundQuestion, type RoundState } from '../choice/logic/questionRound';
import styles from '../choice/QuestionRound.module.css';

/** what the typed answer needs from any prompt: the letter count and an optional translation */
type TypedPrompt = { letterCount: number; translation?: string; translationLanguage?: Language };

interface Props {
  question: RoundQuestion<TypedPrompt>;
  state: RoundState<TypedPrompt>;
  onSubmit: (text: string) => void;
}

/**
 * The hard level's typed answer: one box per letter (a Tamil letter is one box, never a code
 * point), hints fill the boxes from the start, Enter checks.
 */
export function TypedAnswer({ question, state, onSubmit }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const shown = revealedLetters(state);
  const answered = state.feedback !== null;
  const { letterCount, translation, translationLanguage } = question.prompt;

  useEffect(() => {
    setText('');
    input.current?.focus();
  }, [state.current]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(text);
  }

  return (
    <form onSubmit={submit} className={styles.typed} data-testid="blank-typed">
      {translation ? (
        <p className={styles.help} style={{ flexBasis: '100%' }} data-testid="blank-translation">
          {translationLanguage ? <>{t(`choice.inLanguage.${translationLanguage}`)}: </> : null}
          <span lang={translationLanguage === 'bm' ? 'ms' : translationLanguage}>{translation}</span>
        </p>
      ) : null}
      <ol className={styles.boxes} aria-label={t('blank.letterCount', { count: letterCount })} data-testid="blank-boxes">
        {Array.from({ length: letterCount }, (_, i) => (
          <li key={i} className={styles.box}>{shown[i] ?? ''}</li>
        ))}
      </ol>
      <input
        ref={input}
        className={styles.typedInput}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('blank.inputLabel', { count: letterCount })}
        disabled={answered}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="blank-input"
      />
      <button type="submit" className={gameStyles.primary} disabled={answered || text.trim() === ''} data-testid="blank-check">
        {t('blank.check')}
      </button>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../common';
import { LetterKeypad } from '../common/LetterKeypad';
import { TypingField } from '../common/TypingField';
import { useLetterStream } from '../common/useLetterStream';
import { languageTag, type Language } from '@app/shared';
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
 * The hard level's typed answer (blank, phrase, audio): one box per letter (a Tamil letter is one
 * box, never a code point), filled from the on-screen keypad or any keyboard through the letter
 * model, so a letter counts once it is complete. A hint puts the answer's first letters in the
 * boxes; Enter checks.
 */
export function TypedAnswer({ question, state, onSubmit }: Props) {
  const { t } = useTranslation();
  const { topic } = useGame();
  const [typed, setTypedNow] = useState<string[]>([]);
  // an IME can commit several letters in one event: each starts from the one before it
  const typedRef = useRef(typed);
  const setTyped = (next: string[]) => {
    typedRef.current = next;
    setTypedNow(next);
  };
  const shown = revealedLetters(state);
  const answered = state.feedback !== null;
  const { letterCount, translation, translationLanguage } = question.prompt;
  const lang = languageTag(topic.language);

  const submit = () => {
    const text = typedRef.current.join('');
    if (!answered && text.trim()) onSubmit(text);
  };
  const typing = useLetterStream({
    onLetter: (letter) => void (answered || setTyped([...typedRef.current, letter])),
    onErase: () => setTyped(typedRef.current.slice(0, -1)),
    onEnter: submit,
  });

  // a new question starts empty
  useEffect(() => {
    setTyped([]);
    typing.clear();
    // typing.clear only resets its open letter; it is the same function's effect every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.current]);
  // a hint's letters start the answer: what was typed stays if it already begins with them
  useEffect(() => {
    const now = typedRef.current;
    if (shown.length && !shown.every((l, i) => now[i] === l)) setTyped(shown);
    // only a new hint changes the boxes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.hints]);

  const boxes = Math.max(letterCount, typed.length + (typing.open ? 1 : 0));
  return (
    <div className={styles.typed} data-testid="blank-typed">
      {translation ? (
        <p className={styles.help} style={{ flexBasis: '100%' }} data-testid="blank-translation">
          {translationLanguage ? <>{t(`choice.inLanguage.${translationLanguage}`)}: </> : null}
          <span lang={translationLanguage && languageTag(translationLanguage)}>{translation}</span>
        </p>
      ) : null}
      <TypingField
        typing={typing}
        className={styles.boxes}
        label={t('blank.inputLabel', { count: letterCount })}
        description={typed.join(' ')}
        lang={lang}
        testId="blank-input"
        boxTestId="blank-boxes"
        focusKey={state.current}
      >
        {Array.from({ length: boxes }, (_, i) => (
          <span key={i} className={styles.box} aria-hidden="true">
            {typed[i] ?? (i === typed.length ? typing.open : '')}
          </span>
        ))}
      </TypingField>
      <div className={styles.keypad}>
        <LetterKeypad
          language={topic.language}
          disabled={answered}
          onLetter={(letter) => {
            typing.settle();
            setTyped([...typedRef.current, letter]);
          }}
          onBackspace={() => (typing.open ? typing.clear() : setTyped(typedRef.current.slice(0, -1)))}
          onEnter={() => {
            typing.settle();
            submit();
          }}
        />
      </div>
    </div>
  );
}

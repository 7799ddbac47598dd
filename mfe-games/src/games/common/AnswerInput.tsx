import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GameFrame.module.css';

/** A typed answer, submitted with Enter: the keyboard path through word games (any IME works). */
export function AnswerInput({ onSubmit, label, lang, testId = 'answer-input' }: { onSubmit: (text: string) => void; label: string; lang?: string; testId?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className={styles.answerForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onSubmit(text);
        setText('');
      }}
    >
      <label htmlFor={id} className={styles.answerLabel}>{label}</label>
      <input id={id} className={styles.answerInput} value={text} onChange={(e) => setText(e.target.value)} lang={lang} autoComplete="off" autoCapitalize="off" spellCheck={false} data-testid={testId} />
      <button type="submit" className={styles.primary} data-testid={`${testId}-submit`}>{t('game.keypad.enter')}</button>
    </form>
  );
}

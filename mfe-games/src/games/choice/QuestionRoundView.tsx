import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameFeedback, gameStyles } from '../common';
import { currentQuestion, type RoundMove, type RoundQuestion, type RoundState } from './logic/questionRound';
import { OptionList } from './OptionList';
import styles from './QuestionRound.module.css';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';
import { focusAfterPaint } from '../common/focusAfterPaint';

interface Props<P> {
  state: RoundState<P>;
  dispatch: (move: RoundMove) => void;
  /** the instruction above the prompt ("Which word is it?") */
  question: (q: RoundQuestion<P>) => string;
  /** what the question is about; null when the options say it all */
  prompt: (q: RoundQuestion<P>, state: RoundState<P>) => ReactNode;
  optionsLabel: (q: RoundQuestion<P>) => string;
  layout?: (q: RoundQuestion<P>) => 'grid' | 'inline';
  /** replaces the options when the question has none (blank's typed level) */
  typed?: (q: RoundQuestion<P>, state: RoundState<P>) => ReactNode;
}

/** One question at a time: progress, instruction, prompt, answers, then "Next" with focus on it. */
export function QuestionRoundView<P>({ state, dispatch, question, prompt, optionsLabel, layout, typed }: Props<P>) {
  const { t } = useTranslation();
  const ui = useUiLanguageTag();
  const next = useRef<HTMLButtonElement>(null);
  const q = currentQuestion(state);
  const answered = state.feedback !== null;

  useEffect(() => (answered ? focusAfterPaint(() => next.current) : undefined), [answered]);

  if (!q)
    return state.questions.length === 0 ? (
      <p className={gameStyles.panel} data-testid="round-empty">
        {t('choice.round.empty')}
      </p>
    ) : null;
  const last = state.current === state.questions.length - 1;
  const shown = prompt(q, state);
  return (
    <section className={styles.round} aria-labelledby="round-question" data-testid="round" data-question={state.current}>
      {/* the HUD shows progress; this line is for screen readers, which meet it before the question */}
      <p className={styles.visuallyHidden} data-testid="round-progress" lang={ui}>
        {t('choice.round.progress', { current: state.current + 1, total: state.questions.length })}
      </p>
      <h2 id="round-question" className={styles.question} lang={ui}>
        {question(q)}
      </h2>
      {shown === null ? null : (
        <div className={styles.prompt} data-testid="round-prompt">
          {shown}
          <ReadAloudButton auto variant="corner" testId="read-aloud-prompt" />
        </div>
      )}
      {q.options.length > 0 ? (
        <OptionList
          options={q.options}
          answer={q.answer}
          removed={state.removed}
          feedback={state.feedback}
          label={optionsLabel(q)}
          layout={layout?.(q) ?? 'grid'}
          questionKey={state.current}
          onChoose={(option) => dispatch({ type: 'choose', option })}
        />
      ) : (
        typed?.(q, state)
      )}
      <GameFeedback>
        {answered ? (
          <button
            ref={next}
            type="button"
            className={`${gameStyles.primary} ${styles.next}`}
            onClick={() => dispatch({ type: 'next' })}
            data-testid="round-next"
            lang={ui}
          >
            {last ? t('choice.round.finish') : t('choice.round.next')}
          </button>
        ) : null}
      </GameFeedback>
    </section>
  );
}

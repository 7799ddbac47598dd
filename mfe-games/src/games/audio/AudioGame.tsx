import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TypedAnswer } from '../blank/TypedAnswer';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import { useQuestionRound } from '../choice/useQuestionRound';
import styles from '../choice/QuestionRound.module.css';
import { generateAudioRound, type AudioPrompt } from './logic/audioQuestions';

const promptSchema: z.ZodType<AudioPrompt> = z.object({ kind: z.literal('audio'), audio: z.string(), letterCount: z.number().int().positive(), translation: z.string().optional() });

/** Plays the word once when the question appears (the player already pressed Start) and on demand. */
function Listen({ prompt }: { prompt: AudioPrompt }) {
  const { t } = useTranslation();
  const player = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    void player.current?.play().catch(() => undefined);
  }, [prompt.audio]);
  return (
    <>
      <button type="button" className={styles.listen ?? ''} onClick={() => void player.current?.play().catch(() => undefined)} data-testid="audio-play">
        <span aria-hidden="true">🔊</span> {t('audio.play')}
      </button>
      <audio ref={player} src={`/media/audio/${encodeURIComponent(prompt.audio)}.wav`} preload="auto" />
    </>
  );
}

/** Hear a word, choose it (easy, medium) or type it (hard). */
export function AudioGame() {
  const { t } = useTranslation();
  const { state, dispatch } = useQuestionRound({
    generate: generateAudioRound,
    promptSchema,
    describeResult: (result) => t(`choice.round.${result.verdict}`, { answer: result.answer }),
    describeHint: () => t('choice.round.hintRemoved'),
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={(q) => (q.options.length ? t('audio.question') : t('audio.typeQuestion'))}
      prompt={(q) => <Listen prompt={q.prompt} />}
      optionsLabel={() => t('choice.optionsLabel')}
      typed={(q, s) => <TypedAnswer question={q} state={s} onSubmit={(text) => dispatch({ type: 'type', text })} />}
    />
  );
}

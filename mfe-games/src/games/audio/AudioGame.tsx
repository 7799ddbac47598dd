import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TypedAnswer } from '../blank/TypedAnswer';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import { useQuestionRound } from '../choice/useQuestionRound';
import { Icon } from '../common/icons/Icon';
import styles from './AudioGame.module.css';
import { generateAudioRound, type AudioPrompt } from './logic/audioQuestions';
import { useUiLanguageTag } from '../common/ReadAloudButton';

const promptSchema: z.ZodMiniType<AudioPrompt> = z.object({
  kind: z.literal('audio'),
  audio: z.string(),
  letterCount: z.int().check(z.positive()),
  translation: z.optional(z.string()),
});

/** Plays the word once when the question appears (the player already pressed Start) and again on every press. */
function Listen({ prompt }: { prompt: AudioPrompt }) {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const player = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [heard, setHeard] = useState(false);
  const play = () => {
    const audio = player.current;
    if (!audio) return;
    // play() is refused until the child has touched the page (autoplay rules), and returns nothing
    // on older browsers: neither may break the game
    try {
      audio.currentTime = 0;
      void Promise.resolve(audio.play()).catch(() => undefined);
    } catch {
      // no sound now; the listen button plays it
    }
  };
  useEffect(() => {
    setHeard(false);
    play();
  }, [prompt.audio]);
  return (
    <div className={styles.listenRow}>
      <button type="button" className={`${styles.listen} ${playing ? styles.playing : ''}`} onClick={play} data-testid="audio-play" lang={ui}>
        <Icon name="speaker-high-volume" size={36} className={styles.icon} /> {heard ? t('audio.playAgain') : t('audio.play')}
      </button>
      <audio
        ref={player}
        src={`/media/audio/${encodeURIComponent(prompt.audio)}.wav`}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onEnded={() => {
          setPlaying(false);
          setHeard(true);
        }}
        onPause={() => setPlaying(false)}
      />
    </div>
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

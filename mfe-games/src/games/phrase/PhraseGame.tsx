import { useTranslation } from 'react-i18next';
import { languageTag } from '@app/shared';
import { useGame } from '../common';
import { z } from 'zod/mini';
import { BlankSentence } from '../blank/BlankSentence';
import { TypedAnswer } from '../blank/TypedAnswer';
import { blankPromptSchema } from '../blank/logic/blankPromptSchema';
import { useGapRound } from '../blank/useGapRound';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import styles from '../choice/QuestionRound.module.css';
import { generatePhraseRound, type PhrasePrompt } from './logic/phraseQuestions';
import { useUiLanguageTag } from '../common/ReadAloudButton';

const promptSchema = z.intersection(blankPromptSchema, z.object({ meaning: z.optional(z.string()) })) as z.ZodMiniType<PhrasePrompt>;

/** Complete a proverb or idiom, learning what it means. */
export function PhraseGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const topicLang = languageTag(useGame().topic.language);
  const { state, dispatch } = useGapRound({
    generate: generatePhraseRound,
    promptSchema,
    describeResult: (result) => t(`choice.round.${result.verdict}`, { answer: result.answer }),
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={() => t('phrase.question')}
      prompt={(q, s) => (
        <div>
          <BlankSentence question={q} answered={s.feedback !== null} />
          {q.prompt.meaning ? (
            <p className={styles.help ?? ''} data-testid="phrase-meaning">
              <strong lang={ui}>{t('phrase.meaning')}</strong> <span lang={topicLang}>{q.prompt.meaning}</span>
            </p>
          ) : null}
        </div>
      )}
      optionsLabel={() => t('choice.optionsLabel')}
      typed={(q, s) => <TypedAnswer question={q} state={s} onSubmit={(text) => dispatch({ type: 'type', text })} />}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../choice/ChoicePromptView';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import { useQuestionRound } from '../choice/useQuestionRound';
import { generateErrorRound } from './logic/errorQuestions';
import { errorPromptSchema } from './logic/errorPromptSchema';
import styles from '../choice/QuestionRound.module.css';

/** Pick the right spelling (easy, medium) or spot the misspelt word in a sentence (hard). */
export function ErrorGame() {
  const { t } = useTranslation();
  const { state, dispatch } = useQuestionRound({
    generate: generateErrorRound,
    promptSchema: errorPromptSchema,
    describeResult: ({ verdict, given, answer }, { prompt }) => {
      const right = verdict !== 'wrong';
      if (prompt.mode === 'pick') return right ? t('error.pickRight', { correct: prompt.correct }) : t('error.pickWrong', { given, correct: prompt.correct });
      return right ? t('error.spotRight', { given, correct: prompt.correct }) : t('error.spotWrong', { given, answer, correct: prompt.correct });
    },
    describeHint: () => t('choice.round.hintRemoved'),
    // the review teaches the right spelling, whichever option was the answer
    review: ({ prompt }) => ({
      prompt: prompt.mode === 'pick' ? (prompt.help ?? '') : '',
      answer: prompt.correct,
      ...(prompt.mode === 'pick' && prompt.image ? { image: prompt.image } : {}),
    }),
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={(q) => (q.prompt.mode === 'pick' ? t('error.pickQuestion') : t('error.spotQuestion'))}
      prompt={({ prompt }) =>
        prompt.mode === 'pick' && (prompt.help || prompt.image) ? (
          <>
            {prompt.image ? <img className={styles.picture} src={pictureUrl(prompt.image)} alt="" /> : null}
            {prompt.help ? <span data-testid="error-help">{prompt.help}</span> : null}
          </>
        ) : null
      }
      optionsLabel={(q) => (q.prompt.mode === 'pick' ? t('choice.optionsLabel') : q.prompt.inSentence ? t('error.sentenceLabel') : t('error.wordsLabel'))}
      layout={(q) => (q.prompt.mode === 'spot' && q.prompt.inSentence ? 'inline' : 'grid')}
    />
  );
}

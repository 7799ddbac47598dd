import { useTranslation } from 'react-i18next';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import { BlankSentence } from './BlankSentence';
import { TypedAnswer } from './TypedAnswer';
import { generateBlankRound } from './logic/blankQuestions';
import { blankPromptSchema } from './logic/blankPromptSchema';
import { useGapRound } from './useGapRound';

/** Fill the missing word of the item's sentence: choose it (easy, medium) or type it (hard). */
export function BlankGame() {
  const { t } = useTranslation();
  const { state, dispatch } = useGapRound({
    generate: generateBlankRound,
    promptSchema: blankPromptSchema,
    describeResult: (result, question) => {
      const message = t(`choice.round.${result.verdict}`, { answer: result.answer });
      return result.verdict === 'right' || question.options.length > 0 ? message : `${t('blank.youTyped', { given: result.given })} ${message}`;
    },
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={(q) => (q.options.length > 0 ? t('blank.question') : t('blank.typeQuestion'))}
      prompt={(q, s) => <BlankSentence question={q} answered={s.feedback !== null} filled={s.feedback?.answer} />}
      optionsLabel={() => t('choice.optionsLabel')}
      typed={(q, s) => <TypedAnswer question={q} state={s} onSubmit={(text) => dispatch({ type: 'type', text })} />}
    />
  );
}

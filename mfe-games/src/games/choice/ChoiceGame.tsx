import { useTranslation } from 'react-i18next';
import { generateChoiceRound } from './logic/choiceQuestions';
import { choicePromptSchema } from './logic/choicePromptSchema';
import { ChoicePromptView } from './ChoicePromptView';
import { QuestionRoundView } from './QuestionRoundView';
import { useQuestionRound } from './useQuestionRound';

/** Multiple choice: a picture, translation, meaning or clue; choose the topic word it describes. */
export function ChoiceGame() {
  const { t } = useTranslation();
  const { state, dispatch } = useQuestionRound({
    generate: generateChoiceRound,
    promptSchema: choicePromptSchema,
    describeResult: (result) => t(`choice.round.${result.verdict}`, { answer: result.answer }),
    describeHint: () => t('choice.round.hintRemoved'),
    review: ({ prompt }) => (prompt.kind === 'picture' ? { prompt: '', image: prompt.image } : { prompt: prompt.text }),
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={() => t('choice.question')}
      prompt={(q, round) => <ChoicePromptView prompt={q.prompt} answered={round.feedback ? q.answer : undefined} />}
      optionsLabel={() => t('choice.optionsLabel')}
    />
  );
}

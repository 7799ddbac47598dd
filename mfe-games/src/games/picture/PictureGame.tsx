import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ChoicePromptView } from '../choice/ChoicePromptView';
import { QuestionRoundView } from '../choice/QuestionRoundView';
import { useQuestionRound } from '../choice/useQuestionRound';
import { generatePictureRound, type PicturePrompt } from './logic/pictureQuestions';

const promptSchema: z.ZodMiniType<PicturePrompt> = z.object({ kind: z.literal('picture'), image: z.string() });

/** See a picture, choose the word. */
export function PictureGame() {
  const { t } = useTranslation();
  const { state, dispatch } = useQuestionRound({
    generate: generatePictureRound,
    promptSchema,
    describeResult: (result) => t(`choice.round.${result.verdict}`, { answer: result.answer }),
    describeHint: () => t('choice.round.hintRemoved'),
    review: ({ prompt }) => ({ prompt: '', image: prompt.image }),
  });
  return (
    <QuestionRoundView
      state={state}
      dispatch={dispatch}
      question={() => t('picture.question')}
      prompt={(q, round) => <ChoicePromptView prompt={q.prompt} answered={round.feedback ? q.answer : undefined} />}
      optionsLabel={() => t('choice.optionsLabel')}
    />
  );
}

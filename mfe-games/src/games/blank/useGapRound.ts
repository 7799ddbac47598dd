import { useTranslation } from 'react-i18next';
import { revealedLetters } from '../choice/logic/questionRound';
import { useQuestionRound, type QuestionRoundOptions } from '../choice/useQuestionRound';
import { gapped, type BlankPrompt } from './logic/blankQuestions';

/**
 * The question round of a sentence with a gap (blank, phrase): a hint takes a wrong option away
 * or, where the answer is typed, shows its first letters; the review lists each sentence with
 * its gap.
 */
export function useGapRound<P extends BlankPrompt>(options: Omit<QuestionRoundOptions<P>, 'describeHint' | 'review'>) {
  const { t } = useTranslation();
  return useQuestionRound<P>({
    ...options,
    describeHint: (next) => (next.removed.length > 0 ? t('choice.round.hintRemoved') : t('blank.hintLetters', { letters: revealedLetters(next).join('') })),
    review: ({ prompt }) => ({ prompt: gapped(prompt) }),
  });
}

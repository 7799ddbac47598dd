import { useTranslation } from 'react-i18next';
import type { RoundQuestion } from '../choice/logic/questionRound';
import { pictureUrl } from '../choice/ChoicePromptView';
import type { BlankPrompt } from './logic/blankQuestions';
import styles from '../choice/QuestionRound.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';

/**
 * The sentence with its gap; once `answered`, the gap shows the right word, or `filled` when the
 * right word differs from the question's answer (another topic word that fits the same gap).
 */
export function BlankSentence({ question, answered, filled }: { question: RoundQuestion<BlankPrompt>; answered: boolean; filled?: string }) {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { before, after, image } = question.prompt;
  return (
    <>
      {image ? <img className={styles.picture} src={pictureUrl(image)} alt="" /> : null}
      <p style={{ margin: 0 }} data-testid="blank-sentence">
        {before}
        <span className={styles.blank} data-testid="blank-gap">
          {answered ? (
            (filled ?? question.answer)
          ) : (
            <>
              <span aria-hidden="true">____</span>
              <span className={styles.visuallyHidden} lang={ui}>
                {t('blank.blankLabel')}
              </span>
            </>
          )}
        </span>
        {after}
      </p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { languageTag } from '@app/shared';
import type { ChoicePrompt } from './logic/choiceQuestions';
import styles from './QuestionRound.module.css';

/** Pictures are served by the api from the content's picture ids (topicSchema). */
export function pictureUrl(image: string): string {
  return `/media/pictures/${encodeURIComponent(image)}.svg`;
}

export function ChoicePromptView({ prompt }: { prompt: ChoicePrompt }) {
  const { t } = useTranslation();
  switch (prompt.kind) {
    case 'picture':
      return (
        <>
          <span className={styles.visuallyHidden}>{t('choice.prompt.picture')}</span>
          {/* the alt text must not name the answer */}
          <img className={styles.picture} src={pictureUrl(prompt.image)} alt={t('choice.prompt.pictureAlt')} data-testid="choice-picture" />
        </>
      );
    case 'translation':
      return (
        <>
          <span className={styles.promptLabel}>{t(`choice.inLanguage.${prompt.language}`)}</span>
          <span lang={languageTag(prompt.language)}>{prompt.text}</span>
        </>
      );
    case 'meaning':
    case 'clue':
      return (
        <>
          <span className={styles.promptLabel}>{t(`choice.prompt.${prompt.kind}`)}</span>
          <span>{prompt.text}</span>
        </>
      );
  }
}

import { useTranslation } from 'react-i18next';
import { languageTag } from '@app/shared';
import type { ChoicePrompt } from './logic/choiceQuestions';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import styles from './QuestionRound.module.css';

/** Pictures are served by the api from the content's picture ids (topicSchema). */
export function pictureUrl(image: string): string {
  return `/media/pictures/${encodeURIComponent(image)}.svg`;
}

/**
 * `answered`: the word the picture shows, once the question is answered. Until then a screen
 * reader hears only "picture to name" (its name would be the answer); after, it hears what the
 * picture shows (WCAG 1.1.1), the UI's words and the topic's word each in their own language.
 */
export function ChoicePromptView({ prompt, answered }: { prompt: ChoicePrompt; answered?: string }) {
  const { t } = useTranslation();
  const ui = useUiLanguageTag();
  switch (prompt.kind) {
    case 'picture':
      return answered === undefined ? (
        <>
          <span className={styles.visuallyHidden} lang={ui}>
            {t('choice.prompt.picture')}
          </span>
          <img className={styles.picture} src={pictureUrl(prompt.image)} alt={t('choice.prompt.pictureAlt')} lang={ui} data-testid="choice-picture" />
        </>
      ) : (
        <>
          <span className={styles.visuallyHidden} data-testid="choice-picture-description">
            <span lang={ui}>{t('choice.prompt.pictureShows')}</span> <span>{answered}</span>
          </span>
          <img className={styles.picture} src={pictureUrl(prompt.image)} alt="" data-testid="choice-picture" />
        </>
      );
    case 'translation':
      return (
        <>
          <span className={styles.promptLabel} lang={ui}>
            {t(`choice.inLanguage.${prompt.language}`)}
          </span>
          <span lang={languageTag(prompt.language)}>{prompt.text}</span>
        </>
      );
    case 'meaning':
    case 'clue':
      return (
        <>
          <span className={styles.promptLabel} lang={ui}>
            {t(`choice.prompt.${prompt.kind}`)}
          </span>
          <span>{prompt.text}</span>
        </>
      );
  }
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, type Language, type WordResultRecord } from '@app/shared';
import boardStyles from '../common/boards.module.css';
import styles from './homework.module.css';

/**
 * Each word the pupils met, most-missed first: how many got it right first time and the wrong
 * answers given, by how many. An assignment's results and a PIN game's board both show it; the
 * words are the topic's, tagged with its language.
 */
export function WordResults({
  words,
  language,
  heading,
  testId,
}: {
  words: readonly WordResultRecord[];
  language: Language;
  heading: string;
  /** prefix of the test ids: `<testId>-words`, `<testId>-word`, `<testId>-most-missed` */
  testId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const lang = languageTag(language);
  return (
    <section aria-labelledby={headingId} data-testid={`${testId}-words`}>
      <h2 className={boardStyles.sectionTitle} id={headingId}>
        {heading}
      </h2>
      <p className={styles.help}>{t('homework.wordsHelp')}</p>
      {words.length === 0 ? <p className={boardStyles.muted}>{t('homework.noWords')}</p> : null}
      <ul className={styles.rows}>
        {words.map((w, i) => (
          <li key={w.word} className={`${styles.row} ${w.missed > 0 ? styles.missed : ''}`} data-testid={`${testId}-word`}>
            <div className={styles.rowHead}>
              <p className={styles.word} lang={lang}>
                {w.word}
              </p>
              {i === 0 && w.missed > 0 ? (
                <span className={`${styles.badge} ${styles.late}`} data-testid={`${testId}-most-missed`}>
                  {t('homework.mostMissed')}
                </span>
              ) : null}
            </div>
            <p className={styles.facts}>{t('homework.rightFirstTime', { right: w.right_first_time, pupils: w.pupils })}</p>
            {w.wrong_answers.length > 0 ? (
              <ul className={styles.chips} aria-label={t('homework.wrongAnswers')}>
                {w.wrong_answers.map((a) => (
                  <li key={a.answer} className={styles.chip} lang={lang}>
                    {t('homework.wrongAnswer', { answer: a.answer, count: a.pupils })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.help}>{t('homework.noWrongAnswers')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

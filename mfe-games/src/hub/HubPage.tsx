import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES, PageFrame, isLanguage, languageTag, useObservable, usePlatform, type Language } from '@app/shared';
import { fetchQuizProgress, fetchTopic } from '../games/common/topicApi';
import { useAsyncValue } from '../games/common/useAsyncValue';
import { useTopic, useTopicList } from '../games/common/useTopic';
import { GamePicker } from './GamePicker';
import { resumableGames, topicsForYear, yearsOf } from './hubChoices';
import { ResumeList } from './ResumeList';
import { RoleShortcuts } from './RoleShortcuts';
import { TopicPicker } from './TopicPicker';
import { ReadAloudSettingSwitch } from '../games/common/ReadAloudButton';
import { DailyGamesNotice } from './dailyGames/DailyGamesNotice';
import { HubHomework } from '../todo/HubHomework';
import styles from './Hub.module.css';

const LANGUAGE_NAMES: Record<Language, string> = { ta: 'தமிழ்', en: 'English', bm: 'Bahasa Melayu' };
/** "continue where you stopped" shows this many games at most */
const RESUME_SHOWN = 4;

/**
 * The game hub (/home and /): continue an unfinished game, or choose the words' language, then a
 * topic (picture cards), then a game (picture cards). State lives in the URL
 * (?language=&year=&topic=) so the syllabus can deep-link a topic and the back button works.
 */
export function HubPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const platformLanguage = useObservable(platform.language$, 'ta' as Language);
  const [params, setParams] = useSearchParams();
  const topicKey = params.get('topic');
  const chosenTopic = useTopic(topicKey);
  const topicLanguage = chosenTopic.status === 'ready' ? chosenTopic.value?.language : undefined;
  const paramLanguage = params.get('language');
  const language: Language = isLanguage(paramLanguage) ? paramLanguage : (topicLanguage ?? platformLanguage);
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam >= 1 && yearParam <= 6 ? yearParam : null;
  const list = useTopicList(language);
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const userId = auth.status === 'authenticated' ? auth.user.id : undefined;
  const [announce, setAnnounce] = useState('');
  const topics = useMemo(() => (list.status === 'ready' ? list.value : []), [list]);

  // Saved games with their topics' titles: from the list, the save itself, or the topic (never the key).
  const resume = useAsyncValue(async () => {
    if (!userId) return { games: [], titles: new Map<string, string>() };
    const games = resumableGames(await fetchQuizProgress(platform.http, userId)).slice(0, RESUME_SHOWN);
    const titles = new Map<string, string>();
    await Promise.all(
      games.map(async (g) => {
        const title =
          g.progress.topicTitle ??
          (await fetchTopic(platform.http, g.topicKey).then(
            (x) => x.title,
            () => undefined,
          ));
        if (title) titles.set(g.topicKey, title);
      }),
    );
    return { games, titles };
  }, [userId, platform.http]);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: false });
  };
  const shown = useMemo(() => topicsForYear(topics, year), [topics, year]);
  const years = useMemo(() => yearsOf(topics), [topics]);
  const chooseLanguage = (l: Language) => {
    update({ language: l, topic: null, year: null });
    setAnnounce(t('hub.languageChanged', { language: LANGUAGE_NAMES[l] }));
  };

  return (
    <PageFrame heading={t('hub.title')} testId="page-home" error={!topicKey && list.status === 'error' ? t('hub.loadError') : null}>
      <div className={styles.hub}>
        {/* a pupil's homework comes first (issue 23.2) */}
        <HubHomework />
        <DailyGamesNotice />
        {resume.status === 'ready' ? <ResumeList games={resume.value.games} titles={resume.value.titles} /> : null}
        <RoleShortcuts />
        <ReadAloudSettingSwitch />
        <p className={styles.srOnly} aria-live="polite">
          {announce}
        </p>
        {topicKey ? (
          chosenTopic.status === 'loading' ? (
            <p role="status" className={styles.empty}>
              {t('game.loading')}
            </p>
          ) : chosenTopic.status === 'error' ? (
            <p role="alert" className={styles.error} data-testid="hub-topic-error">
              {t('game.loadError')}
            </p>
          ) : chosenTopic.value ? (
            <GamePicker topic={chosenTopic.value} onOtherTopic={() => update({ topic: null })} />
          ) : null
        ) : (
          <>
            <div className={styles.languageRow} role="group" aria-labelledby="hub-language-label" data-testid="hub-language">
              <span id="hub-language-label" className={styles.languageLabel}>
                {t('hub.language')}
              </span>
              {LANGUAGES.map((l) => (
                <button
                  key={l}
                  type="button"
                  className={styles.chip}
                  aria-pressed={language === l}
                  lang={languageTag(l)}
                  onClick={() => chooseLanguage(l)}
                  data-testid={`hub-language-${l}`}
                >
                  {LANGUAGE_NAMES[l]}
                </button>
              ))}
            </div>
            <TopicPicker
              loading={list.status === 'loading' && !topics.length}
              topics={shown}
              years={years}
              year={year}
              onYear={(y) => update({ year: y === null ? null : String(y) })}
              onTopic={(key) => {
                update({ topic: key, language });
                setAnnounce(t('hub.topicChosen', { topic: topics.find((x) => x.key === key)?.title ?? '' }));
              }}
            />
          </>
        )}
      </div>
    </PageFrame>
  );
}

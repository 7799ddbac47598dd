import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES, PageFrame, isLanguage, useObservable, usePlatform, type Language } from '@app/shared';
import { fetchQuizProgress } from '../games/common/topicApi';
import { useAsyncValue } from '../games/common/useAsyncValue';
import { useTopic, useTopicList } from '../games/common/useTopic';
import { GamePicker } from './GamePicker';
import { resumableGames, topicsForYear, yearsOf } from './hubChoices';
import { ResumeList } from './ResumeList';
import { TopicPicker } from './TopicPicker';
import styles from './Hub.module.css';

const LANGUAGE_NAMES: Record<Language, string> = { ta: 'தமிழ்', en: 'English', bm: 'Bahasa Melayu' };

/**
 * The game hub (/home and /): language → year → topic → game, and "continue" for unfinished
 * games. State lives in the URL (?language=&year=&topic=) so the syllabus can deep-link a topic
 * and the back button works. Only topic summaries load up front; a topic's items load when chosen.
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
  const language: Language = isLanguage(paramLanguage) ? paramLanguage : topicLanguage ?? platformLanguage;
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam >= 1 && yearParam <= 6 ? yearParam : null;
  const list = useTopicList(language);
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const userId = auth.status === 'authenticated' ? auth.user.id : undefined;
  const progress = useAsyncValue(async () => (userId ? resumableGames(await fetchQuizProgress(platform.http, userId)) : []), [userId, platform.http]);
  const [announce, setAnnounce] = useState('');

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) (v === null ? next.delete(k) : next.set(k, v));
    setParams(next, { replace: false });
  };
  const topics = list.status === 'ready' ? list.value : [];
  const shown = useMemo(() => topicsForYear(topics, year), [topics, year]);
  const years = useMemo(() => yearsOf(topics), [topics]);

  return (
    <PageFrame heading={t('hub.title')} testId="page-home" loading={list.status === 'loading' && !topics.length} loadingLabel={t('hub.loading')} error={list.status === 'error' ? t('hub.loadError') : null}>
      <div className={styles.hub}>
        <p className={styles.lead}>{t('hub.lead')}</p>
        <div className={styles.languageRow}>
          <label htmlFor="hub-language">{t('hub.language')}</label>
          <select id="hub-language" className={styles.select} value={language} data-testid="hub-language"
            onChange={(e) => { update({ language: e.target.value, topic: null, year: null }); setAnnounce(t('hub.languageChanged', { language: LANGUAGE_NAMES[e.target.value as Language] })); }}>
            {LANGUAGES.map((l) => <option key={l} value={l} lang={l === 'bm' ? 'ms' : l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        </div>
        <p className={styles.srOnly} aria-live="polite">{announce}</p>
        {progress.status === 'ready' ? <ResumeList games={progress.value} topics={topics} /> : null}
        <TopicPicker topics={shown} years={years} year={year} selected={topicKey}
          onYear={(y) => update({ year: y === null ? null : String(y) })}
          onTopic={(key) => { update({ topic: key, language }); setAnnounce(t('hub.topicChosen', { topic: topics.find((x) => x.key === key)?.title ?? key })); }} />
        {topicKey ? (
          chosenTopic.status === 'loading' ? (
            <p role="status" className={styles.empty}>{t('game.loading')}</p>
          ) : chosenTopic.status === 'error' ? (
            <p role="alert" className={styles.error} data-testid="hub-topic-error">{t('game.loadError')}</p>
          ) : chosenTopic.value ? (
            <GamePicker topic={chosenTopic.value} />
          ) : null
        ) : null}
      </div>
    </PageFrame>
  );
}

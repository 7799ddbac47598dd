import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform, type GameSessionInfo, type Language } from '@app/shared';
import styles from '../common/boards.module.css';
import gameboard from './gameboard.module.css';
import { GameSelect, LanguageSelect } from '../common/boardFilters';
import { useTopicOptions } from '../common/useTopicOptions';
import { GAMEBOARD_API } from './gameboardTypes';

/** The teacher picks a game, a language and a topic; the api answers with a fresh 6-digit PIN. */
export function GameStarter({ onStarted }: { onStarted(session: GameSessionInfo): void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { http } = usePlatform();
  const [game, setGame] = useState('Search');
  const [language, setLanguage] = useState<Language>('ta');
  const [topic, setTopic] = useState('');
  const [approve, setApprove] = useState(false);
  const [classOnly, setClassOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const topics = useTopicOptions(language);
  const options = useMemo(() => topics.data ?? [], [topics.data]);
  useEffect(() => {
    if (options.length > 0 && !options.some((o) => o.key === topic)) setTopic(options[0]!.key);
  }, [options, topic]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await http.post<GameSessionInfo>(GAMEBOARD_API, {
        quiz_category: game,
        topic_key: topic.trim(),
        language,
        admission: approve ? 'approve' : 'open',
        class_only: classOnly,
      });
      onStarted(data);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className={styles.section} data-testid="gameboard-start-form" aria-labelledby="gameboard-start-title">
      <h2 className={styles.sectionTitle} id="gameboard-start-title">
        {t('gameboard.startTitle')}
      </h2>
      <div className={styles.filters}>
        <GameSelect value={game} onChange={setGame} allowAll={false} testId="gameboard-game" />
        <LanguageSelect value={language} onChange={(v) => setLanguage(v as Language)} allowAll={false} testId="gameboard-language" />
        <label className={styles.field}>
          {t('gameboard.topic')}
          {topics.loading ? (
            // not the free-text field yet: a key typed now would be replaced when the list arrives
            <select disabled aria-busy="true" data-testid="gameboard-topic">
              <option>{t('common.loading')}</option>
            </select>
          ) : options.length > 0 ? (
            <select value={topic} onChange={(e) => setTopic(e.target.value)} data-testid="gameboard-topic">
              {options.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.title}
                </option>
              ))}
            </select>
          ) : (
            <input value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="pre-generated-animals" required data-testid="gameboard-topic" />
          )}
        </label>
        <button type="submit" className={styles.button} disabled={busy || topics.loading || !topic.trim()} data-testid="gameboard-start">
          {t('gameboard.start')}
        </button>
      </div>
      <div className={gameboard.options}>
        <label>
          <input type="checkbox" checked={approve} onChange={(e) => setApprove(e.target.checked)} data-testid="gameboard-approve" />{' '}
          {t('gameboard.approveOption')}
        </label>
        <label>
          <input type="checkbox" checked={classOnly} onChange={(e) => setClassOnly(e.target.checked)} data-testid="gameboard-class-only" />{' '}
          {t('gameboard.classOnlyOption')}
        </label>
      </div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

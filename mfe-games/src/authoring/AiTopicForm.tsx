import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, SYLLABUS_THEMES, useApiErrorText, usePlatform, type Language, type Topic } from '@app/shared';
import styles from './authoring.module.css';

interface Generated {
  topic: Topic;
  source: 'ai' | 'offline';
  /** the AI service was asked but its answer was not used (the api's English: the page words it itself) */
  note?: string;
  /** the teacher already had a topic with these words: nothing new was made, no credit used */
  duplicate?: boolean;
  /** requested words the topic does not hold */
  skipped_words?: string[];
}

/** A fresh seed per click: the same settings clicked again give another word list. */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * "Make a topic with AI help": the server asks the AI service, or builds the topic from the word
 * library when none is set up, and saves it. The page says which, before and after (issue 27).
 */
export function AiTopicForm({
  language,
  remaining,
  generator,
  onCreated,
}: {
  language: Language;
  remaining: number | null;
  /** what makes topics on this server (from the allowance call); unknown until it answers */
  generator: 'ai' | 'library' | null;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { http } = usePlatform();
  const [form, setForm] = useState({ language, year: 1, theme: 'animals', count: 12, keywords: '', title: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Generated | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const keywords = form.keywords
        .split(/[,\n]/)
        .map((k) => k.trim())
        .filter(Boolean);
      const body = { ...form, keywords, title: form.title || undefined, seed: newSeed() };
      const { data } = await http.post<Generated>('/wp-json/custom/v1/topics/generate', body);
      setResult(data);
      onCreated();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  const exhausted = remaining === 0;
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="ai-form-title" data-testid="ai-topic-form">
      <h2 id="ai-form-title">{generator === 'library' ? t('authoringPlans.libraryTitle') : t('authoring.aiTitle')}</h2>
      {generator ? (
        <p className={styles.notice} data-testid="generator-source" data-generator={generator}>
          {generator === 'ai' ? t('authoringPlans.beforeAi') : t('authoringPlans.beforeLibrary')}
        </p>
      ) : null}
      <p className={styles.hint}>{t('authoring.aiIntro')}</p>
      <div className={styles.grid}>
        <label>
          {t('authoring.language')}
          <select value={form.language} onChange={(e) => set('language', e.target.value as Language)} data-testid="ai-language">
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`authoring.languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('authoring.year')}
          <select value={form.year} onChange={(e) => set('year', Number(e.target.value))} data-testid="ai-year">
            {[1, 2, 3, 4, 5, 6].map((y) => (
              <option key={y} value={y}>
                {t('authoring.yearN', { year: y })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('authoring.theme')}
          <select value={form.theme} onChange={(e) => set('theme', e.target.value)} data-testid="ai-theme">
            {SYLLABUS_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`syllabus.themes.${theme}`, { defaultValue: theme })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('authoring.count')}
          <input type="number" min={4} max={30} value={form.count} onChange={(e) => set('count', Number(e.target.value))} data-testid="ai-count" />
        </label>
      </div>
      <label className={styles.wide}>
        {t('authoring.keywords')}
        <textarea
          rows={2}
          value={form.keywords}
          onChange={(e) => set('keywords', e.target.value)}
          placeholder={t('authoring.keywordsPlaceholder')}
          data-testid="ai-keywords"
        />
      </label>
      <label className={styles.wide}>
        {t('authoring.titleOptional')}
        <input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={120} data-testid="ai-title" />
      </label>
      <button type="submit" className={styles.button} disabled={busy || exhausted} data-testid="ai-generate">
        {busy ? t('authoring.generating') : t('authoring.generate')}
      </button>
      {exhausted ? <p className={styles.notice}>{t('authoring.aiAllowanceUsed')}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {result ? (
        <section className={styles.preview} aria-live="polite" data-testid="ai-result">
          <h3>{result.topic.title}</h3>
          {result.duplicate ? (
            <p className={styles.notice} data-testid="ai-duplicate">
              {t('authoringNext.duplicate')}
            </p>
          ) : null}
          {result.note ? (
            <p className={styles.notice} data-testid="ai-fell-back">
              {t('authoringPlans.aiFellBack')}
            </p>
          ) : null}
          <p className={styles.hint} data-testid="ai-result-source" data-source={result.source}>
            {result.source === 'ai' ? t('authoring.fromAi') : t('authoring.fromLibrary')}
          </p>
          {result.skipped_words && result.skipped_words.length > 0 ? (
            <p className={styles.notice} data-testid="ai-skipped-words">
              {t('authoringPlans.skippedWords', { count: result.skipped_words.length, words: result.skipped_words.join(', ') })}
            </p>
          ) : null}
          <ol className={styles.wordList}>
            {result.topic.items.map((item) => (
              <li key={item.word}>
                {item.word}
                {item.meaning ? ` — ${item.meaning}` : ''}
              </li>
            ))}
          </ol>
          <div className={styles.rowActions}>
            <Link className={styles.button} to={`/topic-form?topic=${encodeURIComponent(result.topic.key)}`}>
              {t('authoring.edit')}
            </Link>
            <Link className={styles.buttonSecondary} to={`/home?topic=${encodeURIComponent(result.topic.key)}`}>
              {t('authoring.play')}
            </Link>
          </div>
        </section>
      ) : null}
    </form>
  );
}

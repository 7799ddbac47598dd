import { useTranslation } from 'react-i18next';
import { LEADERBOARD_PERIODS, QUIZ_CATEGORIES, type LeaderboardPeriod } from '@app/shared';
import styles from './boards.module.css';
import { useTopicOptions } from './useTopicOptions';

/** The game picker; '' = every game. Game names come from the boards namespace in three languages. */
export function GameSelect({
  value,
  onChange,
  allowAll = true,
  testId = 'filter-game',
}: {
  value: string;
  onChange(v: string): void;
  allowAll?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      {t('filters.game')}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {allowAll ? <option value="">{t('filters.allGames')}</option> : null}
        {QUIZ_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`gameNames.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function LanguageSelect({
  value,
  onChange,
  allowAll = true,
  testId = 'filter-language',
}: {
  value: string;
  onChange(v: string): void;
  allowAll?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      {t('filters.language')}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {allowAll ? <option value="">{t('filters.allLanguages')}</option> : null}
        {(['ta', 'en', 'bm'] as const).map((l) => (
          <option key={l} value={l}>
            {t(`languageNames.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Topics belong to one language, so the picker opens once a language is chosen; '' = every topic. */
export function TopicSelect({ language, value, onChange }: { language: string; value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  const topics = useTopicOptions(language, language !== '');
  const options = language ? (topics.data ?? []) : [];
  return (
    <label className={styles.field}>
      {t('filters.topic')}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!language}
        title={language ? undefined : t('filters.topicNeedsLanguage')}
        aria-busy={topics.loading && !!language}
        data-testid="filter-topic"
      >
        <option value="">{language ? t('filters.allTopics') : t('filters.topicNeedsLanguage')}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Radio buttons styled as a segmented control: arrow keys move between them natively. */
export function Segmented<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange(v: T): void;
  label(v: T): string;
}) {
  return (
    <fieldset className={styles.segment}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} data-testid={`${name}-${o}`} />
          <span>{label(o)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PeriodPicker({ value, onChange }: { value: LeaderboardPeriod; onChange(v: LeaderboardPeriod): void }) {
  const { t } = useTranslation();
  return (
    <Segmented legend={t('filters.period')} name="period" options={LEADERBOARD_PERIODS} value={value} onChange={onChange} label={(p) => t(`periods.${p}`)} />
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageTag, useLoadData, type Language } from '@app/shared';
import { fetchContactSheet, pictureUrl, type ContactSheet } from './libraryStatsApi';
import styles from './Data.module.css';

type SheetPicture = ContactSheet['pictures'][number];

/** Whether a picture matches the search box: any of its words in any language, or its id. */
export function pictureMatches(picture: SheetPicture, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return picture.id.includes(q) || LANGUAGES.some((l) => picture.words[l].some((w) => w.word.toLocaleLowerCase().includes(q)));
}

function Words({ picture, language }: { picture: SheetPicture; language: Language }) {
  const { t } = useTranslation();
  const words = picture.words[language];
  return (
    <div className={`${styles.sheetLine} ${styles[`sheet_${language}`] ?? ''}`}>
      <dt className={styles.visuallyHidden}>{t(`data.languages.${language}`)}</dt>
      <dd className={styles.sheetWords} lang={languageTag(language)}>
        {words.length === 0
          ? '—'
          : words.map((w, i) => (
              <span
                key={`${w.word}-${i}`}
                className={w.translation ? styles.sheetTranslation : undefined}
                title={w.translation ? t('data.translationNote') : w.topic}
              >
                {i > 0 ? ' · ' : ''}
                {w.word}
              </span>
            ))}
      </dd>
    </div>
  );
}

function Sheet() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const state = useLoadData(({ http }) => fetchContactSheet(http), []);
  const shown = useMemo(() => (state.status === 'ready' ? state.data.pictures.filter((p) => pictureMatches(p, query)) : []), [state, query]);
  if (state.status !== 'ready' && state.status !== 'error') return <p role="status">{t('data.picturesLoading')}</p>;
  if (state.status === 'error') {
    return (
      <p className={styles.error} role="alert">
        {t('data.picturesError')}
        <button type="button" className={styles.retry} onClick={state.reload}>
          {t('data.retry')}
        </button>
      </p>
    );
  }
  const missing = state.data.withoutPicture;
  return (
    <>
      <p className={styles.figureNote} data-testid="data-pictures-missing">
        {t('data.withoutPicture', { ta: missing.ta, en: missing.en, bm: missing.bm })}
      </p>
      <p className={styles.figureNote}>{t('data.picturesOrder')}</p>
      <label className={styles.search}>
        <span>{t('data.picturesFilter')}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="data-pictures-filter" />
      </label>
      <p className={styles.figureNote} role="status">
        {t('data.picturesShown', { count: shown.length, total: state.data.pictures.length })}
      </p>
      <ul className={styles.sheet} data-testid="data-contact-sheet">
        {shown.map((p) => (
          <li key={p.id} className={styles.sheetCard} data-testid={`data-picture-${p.id}`}>
            <img className={styles.sheetPicture} src={pictureUrl(p.id)} alt={p.names.en ?? p.id} width={64} height={64} loading="lazy" />
            <dl className={styles.sheetList}>
              {LANGUAGES.map((l) => (
                <Words key={l} picture={p} language={l} />
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The contact sheet: every picture of the library beside its word in the three languages, so a
 * teacher can see at a glance which pictures a child would not recognise. It loads only when
 * opened: a few hundred pictures are too much to fetch on every visit from a phone.
 */
export function PictureSheet() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="data-pictures-title">
      <h2 id="data-pictures-title" className={styles.sectionTitle}>
        {t('data.picturesTitle')}
      </h2>
      <p className={styles.lead}>{t('data.picturesLead')}</p>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="data-pictures-toggle">
        {open ? t('data.picturesHide') : t('data.picturesShow')}
      </button>
      {open ? <Sheet /> : null}
    </section>
  );
}

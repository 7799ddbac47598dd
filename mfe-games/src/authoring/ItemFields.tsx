import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './topicDraft';
import styles from './authoring.module.css';

const FIELDS = ['word', 'meaning', 'clue', 'sentence', 'misspellings', 'category', 'image', 'en', 'ta', 'bm'] as const;

/** Every field of one item (docs/architecture.md "Games"), for the question page. */
export function ItemFields({ item, onChange }: { item: ItemDraft; onChange: (item: ItemDraft) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} data-testid="item-fields">
      {FIELDS.map((field) => (
        <label key={field} className={field === 'sentence' || field === 'clue' ? styles.wide : undefined}>
          {t(`authoring.fields.${field}`)}
          <input value={item[field]} onChange={(e) => onChange({ ...item, [field]: e.target.value })} data-testid={`field-${field}`} />
          {field === 'misspellings' ? <small className={styles.hint}>{t('authoring.misspellingsHint')}</small> : null}
          {field === 'image' ? <small className={styles.hint}>{t('authoring.imageHint')}</small> : null}
        </label>
      ))}
      {item.image ? <img src={`/media/pictures/${encodeURIComponent(item.image)}.svg`} alt={item.word} width={72} height={72} /> : null}
    </div>
  );
}

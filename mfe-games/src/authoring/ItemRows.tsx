import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emptyItem, MAX_ITEMS, type ItemDraft } from './topicDraft';
import styles from './authoring.module.css';

const COLUMNS = ['word', 'meaning', 'clue', 'sentence'] as const;

/** The item list of the topic form: the four fields most games need, one row per word. */
export function ItemRows({ items, onChange, topicKey }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void; topicKey?: string }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <>
      <table className={styles.items} data-testid="item-rows">
        <thead>
          <tr>
            <th>#</th>
            {COLUMNS.map((c) => (
              <th key={c}>{t(`authoring.fields.${c}`)}</th>
            ))}
            <th>
              <span className="sr-only">{t('authoring.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              {COLUMNS.map((c) => (
                <td key={c}>
                  {/* on a phone the table's head is hidden: each box carries its own visible label */}
                  <label className={styles.cellLabel}>
                    <span className={styles.cellLabelText} data-testid={`item-${index}-${c}-label`}>
                      {t(`authoring.fields.${c}`)}
                    </span>
                    <input
                      aria-label={`${t(`authoring.fields.${c}`)} ${index + 1}`}
                      value={item[c]}
                      onChange={(e) => update(index, { [c]: e.target.value })}
                      data-testid={`item-${index}-${c}`}
                    />
                  </label>
                </td>
              ))}
              <td className={styles.rowActions}>
                {topicKey ? <Link to={`/question?topic=${encodeURIComponent(topicKey)}&item=${index}`}>{t('authoring.details')}</Link> : null}
                <button
                  type="button"
                  className={styles.buttonSecondary}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={`${t('authoring.removeRow')} ${index + 1}`}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={items.length >= MAX_ITEMS}
        onClick={() => onChange([...items, emptyItem()])}
        data-testid="add-row"
      >
        {t('authoring.addRow')}
      </button>
    </>
  );
}

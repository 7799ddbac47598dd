import { useTranslation } from 'react-i18next';
import { SIGN_IN_PICTURES } from '@app/shared';
import styles from './NewDevice.module.css';

/**
 * The nine pictures of the picture password as big touch targets (docs/adr/0018): tapping a
 * second one hands the pair over. Each has its name in the reader's language for screen readers,
 * and is a toggle button, so it works by keyboard too.
 */
export function PicturePicker({ chosen, onChange, disabled }: { chosen: number[]; onChange(next: number[]): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const toggle = (index: number) => {
    if (chosen.includes(index)) onChange(chosen.filter((i) => i !== index));
    else if (chosen.length < 2) onChange([...chosen, index]);
  };
  return (
    <div className={styles.grid} role="group" aria-label={t('newDevice.pictures.title')} data-testid="picture-grid">
      {SIGN_IN_PICTURES.map((id, index) => (
        <button
          key={id}
          type="button"
          className={styles.picture}
          aria-pressed={chosen.includes(index)}
          aria-label={t(`pictures.${id}`)}
          disabled={disabled}
          onClick={() => toggle(index)}
          data-testid={`picture-${id}`}
        >
          <img src={`/media/pictures/${id}.svg`} alt="" width={64} height={64} />
        </button>
      ))}
    </div>
  );
}

import { PlatformLink } from '../react/PlatformLink';
import { useTextTable } from '../react/useTextTable';
import type { Shortcut } from './roleShortcuts';
import { SHORTCUT_TEXT } from './shortcutText';
import styles from './ShortcutCards.module.css';

/**
 * Role shortcuts or teacher tools as large touch targets with a line of help each. Used inside a
 * remote (it navigates through the Platform): the dashboard and the game hub.
 */
export function ShortcutCards({
  shortcuts,
  heading,
  testId = 'role-shortcuts',
  compact = false,
}: {
  shortcuts: readonly Shortcut[];
  heading?: 'heading' | 'teacherTools';
  testId?: string;
  /** one line of chips without help text, where the page's own task must stay in view (the game hub) */
  compact?: boolean;
}) {
  const { t } = useTextTable('shortcuts', SHORTCUT_TEXT);
  if (shortcuts.length === 0) return null;
  const title = t(heading ?? 'heading');
  return (
    <nav className={styles.section} aria-label={title} data-testid={testId}>
      <h2 className={compact ? styles.compactHeading : styles.heading}>{title}</h2>
      <ul className={compact ? styles.chips : styles.list}>
        {shortcuts.map((s) => (
          <li key={s.id}>
            <PlatformLink
              to={s.path}
              className={compact ? styles.chip : styles.card}
              data-testid={`shortcut-${s.id}`}
              title={compact ? t(`${s.id}.hint`) : undefined}
            >
              <span className={styles.label}>{t(`${s.id}.label`)}</span>
              {compact ? null : <span className={styles.hint}>{t(`${s.id}.hint`)}</span>}
            </PlatformLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

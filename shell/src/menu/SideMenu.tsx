import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { menuVisibility, SHORTCUT_TEXT, teacherTools, useTextTable, type SubscriptionState } from '@app/shared';
import styles from './SideMenu.module.css';

interface MenuItem {
  to: string;
  label: string;
  testId: string;
}

function Section({ title, items, testId, note }: { title: string; items: MenuItem[]; testId: string; note?: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} data-testid={testId} aria-label={note ? `${title} (${note})` : title}>
      <h2 className={styles.sectionTitle}>
        {title}
        {note ? (
          <span className={styles.unconfirmed} data-testid={`${testId}-unconfirmed`}>
            {' '}
            ({note})
          </span>
        ) : null}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)} data-testid={item.testId}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The side menu of docs/requirements.md §2 (280 px, 250 px on small screens); sections follow docs/requirements.md §6. */
export function SideMenu({
  subscription,
  signedIn,
  onSignOut,
  onNavigate,
  open,
}: {
  subscription: SubscriptionState | undefined;
  signedIn: boolean;
  onSignOut: () => void;
  onNavigate: () => void;
  open: boolean;
}) {
  const { t } = useTranslation('shell');
  const { t: shortcut } = useTextTable('shortcuts', SHORTCUT_TEXT);
  const visible = menuVisibility(subscription);
  // the last known plan's sections stay, marked, while the plan cannot be checked (docs/adr/0026)
  const note = subscription?.unconfirmed ? t('planCheck.unconfirmed') : undefined;
  const item = (to: string, key: string): MenuItem => ({ to, label: t(`menu.${key}`), testId: `menu-${key}` });
  // the teacher's tools by plan (shared teacherTools): the same list the dashboard shows
  const tools = teacherTools({ signedIn, subscription }).map((s): MenuItem => ({ to: s.path, label: shortcut(`${s.id}.label`), testId: `menu-${s.id}` }));
  return (
    <nav
      className={`${styles.menu} ${open ? styles.open : ''}`}
      aria-label={t('menu.label')}
      data-testid="side-menu"
      onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate()}
    >
      <Section
        title={t('menu.games')}
        testId="menu-section-games"
        items={[item('/home', 'home'), ...(visible.dashboard ? [item('/dashboard', 'dashboard')] : []), item('/contests', 'contests')]}
      />
      <Section title={shortcut('teacherTools')} testId="menu-section-teaching" items={tools} note={note} />
      {visible.leaderboards ? (
        <Section
          title={t('menu.leaderboards')}
          testId="menu-section-leaderboards"
          note={note}
          items={[item('/leaderboard', 'leaderboard'), ...(visible.gameboard ? [item('/gameboard', 'gameboard')] : []), item('/schoolboard', 'schoolboard')]}
        />
      ) : null}
      {visible.contents ? (
        <Section title={t('menu.contents')} testId="menu-section-contents" note={note} items={[item('/data', 'data'), item('/syllabus', 'syllabus')]} />
      ) : null}
      {visible.settings ? (
        <Section
          title={t('menu.settings')}
          testId="menu-section-settings"
          note={note}
          items={[
            item('/license-management', 'license'),
            item('/settings?tab=models', 'models'),
            item('/performance', 'performance'),
            item('/settings', 'preferences'),
          ]}
        />
      ) : null}
      <div className={styles.footer}>
        {signedIn ? (
          <button type="button" className={styles.signOut} onClick={onSignOut} data-testid="menu-sign-out">
            {t('menu.signOut')}
          </button>
        ) : (
          <NavLink to="/account" className={styles.link} data-testid="menu-sign-in">
            {t('menu.signIn')}
          </NavLink>
        )}
      </div>
    </nav>
  );
}

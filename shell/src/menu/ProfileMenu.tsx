import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { letters, subscriptionStatusText, type SubscriptionState, type UserDetails } from '@app/shared';
import styles from './ProfileMenu.module.css';

export interface ProfileMenuProps {
  user: Pick<UserDetails, 'firstName' | 'lastName'>;
  subscription: SubscriptionState | undefined;
  onSignOut(): void;
}

/** First letters of the first and last name (Tamil-aware: ஸ்ரீதேவி gives ஸ்ரீ). */
function initialsOf(user: ProfileMenuProps['user']): string {
  return [user.firstName, user.lastName]
    .map((part) => letters(part.trim())[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The signed-in user's name in the header opens their own places: account, plan, settings and
 * sign-out. On a phone the name folds into its initials so the header still fits.
 */
export function ProfileMenu({ user, subscription, onSignOut }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // close on navigation, on a tap elsewhere and on Escape (focus back on the button)
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const name = `${user.firstName} ${user.lastName}`.trim();
  const plan =
    subscription && subscription.status !== 'none' ? t(`planNames.${subscription.planId}`, { defaultValue: subscription.planName }) : t('profile.noPlan');
  const status = subscription ? t(`profile.status.${subscriptionStatusText(subscription.status)}`) : '';
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="profile-menu-button"
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={styles.name} data-testid="signed-in-user">
          {name}
        </span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        // a plain list of links and a button, not role="menu": Tab and Shift+Tab move through it
        // as through any list of links, which is what a menu without arrow keys promised wrongly
        <nav className={styles.menu} id={menuId} aria-label={t('profile.label')} data-testid="profile-menu">
          <p className={styles.who}>
            <strong>{name}</strong>
            <span>{status ? `${plan} · ${status}` : plan}</span>
          </p>
          <ul className={styles.list}>
            <li>
              <Link className={styles.item} to="/account" data-testid="profile-account">
                {t('profile.account')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to="/subscription" data-testid="profile-plan">
                {t('profile.plan')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to="/settings" data-testid="profile-settings">
                {t('profile.settings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.signOut}`}
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
                data-testid="profile-sign-out"
              >
                {t('profile.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

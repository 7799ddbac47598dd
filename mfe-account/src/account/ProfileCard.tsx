import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, malaysianStateName, usePlatform, useReaderLanguage, type Language, type UserDetails } from '@app/shared';
import formStyles from '../common/Form.module.css';
import styles from './Profile.module.css';
import { ProfileEditForm } from './ProfileEditForm';

/** The app knows only the MyKad's last four digits (docs/adr/0018): shown in the number's shape. */
export function maskedMykad(last4: string): string {
  return `••••••-••-${last4}`;
}

/** The country's name in the reader's language, from the browser's own CLDR data (no download). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([languageTag(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function ProfileCard({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [editing, setEditing] = useState(false);
  const language = useReaderLanguage();
  const signOut = async () => {
    await platform.signOut();
    platform.navigate('/home');
  };
  const rows: [string, string, string][] = [
    ['name', t('account.fields.name'), `${user.firstName} ${user.lastName}`],
    ['email', t('account.fields.email'), user.email],
    ['phone', t('account.fields.phoneNumber'), user.phoneNumber],
    ['school', t('account.fields.school'), user.school || t('account.notGiven')],
    ['state', t('account.fields.state'), user.country === 'MY' ? malaysianStateName(user.state, language) : user.state],
    ['country', t('account.fields.country'), countryName(user.country, language)],
  ];
  if (user.mykadLast4) rows.push(['mykad', t('auth.mykadLabel'), maskedMykad(user.mykadLast4)]);
  if (user.role) rows.push(['role', t('account.fields.role'), t(`account.roles.${user.role}`)]);

  return (
    <section className={formStyles.card} aria-labelledby="profile-title" data-testid="account-profile">
      <h2 className={formStyles.cardTitle} id="profile-title">
        {editing ? t('account.editTitle') : t('account.profileTitle')}
      </h2>
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className={styles.details}>
            {rows.map(([id, label, value]) => (
              <div key={id} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd data-testid={`profile-${id}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} data-testid="profile-edit" onClick={() => setEditing(true)}>
              {t('account.edit')}
            </button>
            <button type="button" className={formStyles.danger} data-testid="account-sign-out" onClick={() => void signOut()}>
              {t('common.signOut')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

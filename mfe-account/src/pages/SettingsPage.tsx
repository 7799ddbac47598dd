import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame, useObservable, usePlatform, type AuthState } from '@app/shared';
import formStyles from '../common/Form.module.css';
import { PlatformLink } from '@app/shared';
import { LanguageChoice } from '../settings/LanguageChoice';
import { ModelsSection } from '../settings/ModelsSection';
import styles from '../settings/Settings.module.css';

const SIGNED_OUT: AuthState = { status: 'unauthenticated' };

export function SettingsPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, SIGNED_OUT);
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'models' ? 'models' : 'general';
  const signOut = async () => {
    await platform.signOut();
    platform.navigate('/home');
  };

  return (
    <PageFrame heading={t('settings.title')} testId="page-settings">
      <nav className={styles.tabs} aria-label={t('settings.sections')}>
        <Link className={styles.tab} to={{ search: '' }} aria-current={tab === 'general' ? 'page' : undefined} data-testid="settings-tab-general">
          {t('settings.general')}
        </Link>
        <Link className={styles.tab} to={{ search: '?tab=models' }} aria-current={tab === 'models' ? 'page' : undefined} data-testid="settings-tab-models">
          {t('settings.models.tab')}
        </Link>
      </nav>
      {tab === 'models' ? (
        <ModelsSection />
      ) : (
        <>
          <section className={formStyles.card} aria-labelledby="settings-display-title">
            <h2 className={formStyles.cardTitle} id="settings-display-title">
              {t('settings.display')}
            </h2>
            <div className={formStyles.form}>
              <LanguageChoice />
              <p className={styles.muted}>{t('settings.fontIntro')}</p>
              <div className={styles.row}>
                <PlatformLink to="/font-settings" className={formStyles.secondary} data-testid="settings-font-link">
                  {t('settings.fontLink')}
                </PlatformLink>
              </div>
            </div>
          </section>
          <section className={formStyles.card} aria-labelledby="settings-account-title">
            <h2 className={formStyles.cardTitle} id="settings-account-title">
              {t('settings.accountSection')}
            </h2>
            {auth.status === 'authenticated' ? (
              <div className={formStyles.form}>
                <p className={styles.muted} data-testid="settings-signed-in-as">
                  {t('settings.signedInAs', { name: `${auth.user.firstName} ${auth.user.lastName}` })}
                </p>
                <div className={styles.row}>
                  <PlatformLink to="/account" className={formStyles.secondary} data-testid="settings-account-link">
                    {t('settings.profileLink')}
                  </PlatformLink>
                  <button type="button" className={formStyles.danger} data-testid="settings-sign-out" onClick={() => void signOut()}>
                    {t('common.signOut')}
                  </button>
                </div>
              </div>
            ) : (
              <div className={formStyles.form}>
                <p className={styles.muted}>{t('settings.signedOut')}</p>
                <div className={styles.row}>
                  <PlatformLink to="/account" className={formStyles.primary} data-testid="settings-sign-in-link">
                    {t('auth.signIn')}
                  </PlatformLink>
                </div>
              </div>
            )}
          </section>
          <section className={formStyles.card} aria-labelledby="settings-more-title">
            <h2 className={formStyles.cardTitle} id="settings-more-title">
              {t('settings.more')}
            </h2>
            <div className={styles.row}>
              <PlatformLink to="/about" className={formStyles.secondary} data-testid="settings-about-link">
                {t('about.title')}
              </PlatformLink>
              <PlatformLink to="/policies" className={formStyles.secondary} data-testid="settings-policies-link">
                {t('policies.title')}
              </PlatformLink>
            </div>
          </section>
        </>
      )}
    </PageFrame>
  );
}

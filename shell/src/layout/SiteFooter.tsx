import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './SiteFooter.module.css';

/** The privacy notice is the privacy part of the policies page (docs/requirements.md §2 policies; docs/privacy.md). */
export const PRIVACY_PATH = '/policies#privacy';

/**
 * On every page, signed in or not (docs/navigation.md "Every page a visitor may see"): about,
 * the privacy notice and policies, plans, settings and fonts.
 */
export const FOOTER_LINKS = [
  { key: 'about', to: '/about' },
  { key: 'privacy', to: PRIVACY_PATH },
  { key: 'plans', to: '/subscription' },
  { key: 'settings', to: '/settings' },
  { key: 'fonts', to: '/font-settings' },
] as const;

export function SiteFooter({ company }: { company: { name: string; registrationNumber: string } }) {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={styles.link} data-testid={`footer-${link.key}`}>
                {t(`footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {company.name ? (
        <p className={styles.company}>
          {company.name}
          {company.registrationNumber ? ` · ${company.registrationNumber}` : ''}
        </p>
      ) : null}
    </footer>
  );
}

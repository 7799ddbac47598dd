import { useTranslation } from 'react-i18next';
import { PageFrame, usePlatform } from '@app/shared';
import { PlatformLink } from '@app/shared';
import formStyles from '../common/Form.module.css';
import styles from '../info/Info.module.css';

const SECTIONS = ['what', 'who', 'languages', 'offline', 'beta'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const { config } = usePlatform();
  return (
    <PageFrame heading={t('about.title')} testId="page-about">
      {SECTIONS.map((id) => (
        <section className={styles.section} key={id} aria-labelledby={`about-${id}`} data-testid={`about-${id}`}>
          <h2 id={`about-${id}`}>{t(`about.${id}Title`)}</h2>
          <p>{t(`about.${id}`)}</p>
        </section>
      ))}
      {/* issue 26: what the app does for children with disabilities, and its conformance report (docs/accessibility.md) */}
      <section className={styles.section} aria-labelledby="about-accessibility" data-testid="about-accessibility">
        <h2 id="about-accessibility">{t('about.accessibilityTitle')}</h2>
        <p>{t('about.accessibility')}</p>
        <a href="/accessibility-report.txt" data-testid="about-accessibility-report">
          {t('about.accessibilityReport')}
        </a>
      </section>
      <section className={styles.section} aria-labelledby="about-company">
        <h2 id="about-company">{t('about.companyTitle')}</h2>
        <p className={styles.company} data-testid="about-company">
          {t('about.company', { company: config.company.name, registrationNumber: config.company.registrationNumber })}
        </p>
      </section>
      <PlatformLink to="/policies" className={formStyles.secondary} data-testid="about-policies-link">
        {t('about.policiesLink')}
      </PlatformLink>
    </PageFrame>
  );
}

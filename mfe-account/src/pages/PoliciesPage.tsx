import { useTranslation } from 'react-i18next';
import { PageFrame, usePlatform } from '@app/shared';
import styles from '../info/Info.module.css';

const PRIVACY = ['controller', 'collect', 'why', 'children', 'storage', 'retention', 'rights', 'sharing', 'contact'] as const;
const TERMS = ['use', 'teachers', 'plans', 'contests', 'liability', 'changes'] as const;

export function PoliciesPage() {
  const { t } = useTranslation();
  const { config } = usePlatform();
  const values = { company: config.company.name, registrationNumber: config.company.registrationNumber };
  return (
    <PageFrame heading={t('policies.title')} testId="page-policies">
      <p>{t('policies.intro')}</p>
      <p className={styles.muted}>{t('policies.updated')}</p>
      <nav aria-label={t('policies.contents')}>
        <ul className={styles.toc}>
          <li>
            <a href="#privacy">{t('policies.privacyTitle')}</a>
          </li>
          <li>
            <a href="#terms">{t('policies.termsTitle')}</a>
          </li>
        </ul>
      </nav>
      <section className={styles.section} id="privacy" aria-labelledby="privacy-title" data-testid="policies-privacy">
        <h2 id="privacy-title">{t('policies.privacyTitle')}</h2>
        {PRIVACY.map((id) => (
          <div key={id} data-testid={`privacy-${id}`}>
            <h3>{t(`policies.privacy.${id}.title`)}</h3>
            <p>{t(`policies.privacy.${id}.body`, values)}</p>
          </div>
        ))}
      </section>
      <section className={styles.section} id="terms" aria-labelledby="terms-title" data-testid="policies-terms">
        <h2 id="terms-title">{t('policies.termsTitle')}</h2>
        {TERMS.map((id) => (
          <div key={id} data-testid={`terms-${id}`}>
            <h3>{t(`policies.terms.${id}.title`)}</h3>
            <p>{t(`policies.terms.${id}.body`, values)}</p>
          </div>
        ))}
      </section>
    </PageFrame>
  );
}

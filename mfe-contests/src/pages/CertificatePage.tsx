import { PageFrame, SOLVALLAR_2025 } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContestCertificatesSection } from '../certificates/ContestCertificates';
import { VerifyCertificate } from '../certificates/VerifyCertificate';
import { AWARD_CONTESTS } from '../contest/awardContests';
import common from '../common/Common.module.css';

const SECTIONS = [
  { key: SOLVALLAR_2025.category, path: '/solvallar-certificate', title: 'solvallarCertificate.title' },
  { key: AWARD_CONTESTS.mwhe, path: '/mwhecert', title: 'mwhecert.title' },
  { key: AWARD_CONTESTS.tamilict, path: '/tamilict', title: 'tamilict.title' },
] as const;

/** `certificate`: every contest certificate of the signed-in user in one place, and the public check. */
export function CertificatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('verify') ?? undefined;
  return (
    <PageFrame heading={t('certificate.title')} testId="page-certificate">
      <div className={common.stack}>
        {code
          ? null
          : SECTIONS.map((s) => (
              <section key={s.key} aria-labelledby={`cert-${s.key}`}>
                <h2 id={`cert-${s.key}`}>{t(s.title)}</h2>
                <ContestCertificatesSection contestKey={s.key} path={s.path} />
              </section>
            ))}
        <VerifyCertificate key={code ?? ''} initialCode={code} />
      </div>
    </PageFrame>
  );
}

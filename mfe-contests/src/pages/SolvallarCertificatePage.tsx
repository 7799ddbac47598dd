import { SOLVALLAR_2025 } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ContestCertificatesPage } from '../certificates/ContestCertificates';

export function SolvallarCertificatePage() {
  const { t } = useTranslation();
  return (
    <ContestCertificatesPage
      contestKey={SOLVALLAR_2025.category}
      path="/solvallar-certificate"
      heading={t('solvallarCertificate.title')}
      testId="page-solvallarCertificate"
    />
  );
}

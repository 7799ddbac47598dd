import { useTranslation } from 'react-i18next';
import { ContestCertificatesPage } from '../certificates/ContestCertificates';
import { AWARD_CONTESTS } from '../contest/awardContests';

export function MwhecertPage() {
  const { t } = useTranslation();
  return <ContestCertificatesPage contestKey={AWARD_CONTESTS.mwhe} path="/mwhecert" heading={t('mwhecert.title')} testId="page-mwhecert" />;
}

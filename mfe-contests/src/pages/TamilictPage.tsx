import { PageFrame } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContestCertificatesSection } from '../certificates/ContestCertificates';
import { VerifyCertificate } from '../certificates/VerifyCertificate';
import { ContestWinnersSection } from '../winners/ContestWinners';
import { AWARD_CONTESTS } from '../contest/awardContests';
import common from '../common/Common.module.css';

/** `tamilict`: the Tamil ICT contest's winners and the participant's certificate on one page. */
export function TamilictPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('verify') ?? undefined;
  return (
    <PageFrame heading={t('tamilict.title')} testId="page-tamilict">
      <div className={common.stack}>
        <section aria-labelledby="tamilict-winners">
          <h2 id="tamilict-winners">{t('tamilict.winners')}</h2>
          <ContestWinnersSection contestKey={AWARD_CONTESTS.tamilict} />
        </section>
        <section aria-labelledby="tamilict-certificate">
          <h2 id="tamilict-certificate">{t('tamilict.certificate')}</h2>
          {code ? null : <ContestCertificatesSection contestKey={AWARD_CONTESTS.tamilict} path="/tamilict" />}
        </section>
        <VerifyCertificate key={code ?? ''} initialCode={code} />
      </div>
    </PageFrame>
  );
}

import { PageFrame, useApiErrorText, useLoadData } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { contestApi } from '../contest/contestApi';
import { PlatformLink } from '@app/shared';
import { useAuth } from '../common/usePlatformState';
import { CertificateView } from './CertificateView';
import { VerifyCertificate } from './VerifyCertificate';
import { ResultsNotice } from '../common/ResultsNotice';
import common from '../common/Common.module.css';

/** The signed-in user's certificates for one contest, plus the public verify check. */
export function ContestCertificatesSection({ contestKey, path }: { contestKey: string; path: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const { data, error, status, reload } = useLoadData(({ http }) => contestApi.certificates(http, contestKey), [contestKey], { enabled: signedIn });
  if (!signedIn) {
    return (
      <p className={common.notice} data-testid="sign-in-needed">
        {t('certificate.signIn')}{' '}
        <PlatformLink className={common.link} to="/account">
          {t('home.signInLink')}
        </PlatformLink>
      </p>
    );
  }
  if (status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (status === 'error') {
    return (
      <p className={common.error} role="alert">
        {errorText(error)}{' '}
        <button type="button" className={common.secondary} onClick={reload}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (data && !data.results.published) return <ResultsNotice results={data.results} what="certificates" />;
  if (!data || data.certificates.length === 0)
    return (
      <p className={common.notice} data-testid="no-certificate">
        {t('certificate.none')}
      </p>
    );
  return (
    <div className={common.stack}>
      {data.certificates.map((c) => (
        <CertificateView key={c.code} certificate={c} contestTitle={data.contest.title} verifyPath={path} />
      ))}
    </div>
  );
}

/** A certificate page: `?verify=CODE` shows only the public check (what the printed link opens). */
export function ContestCertificatesPage({ contestKey, path, heading, testId }: { contestKey: string; path: string; heading: string; testId: string }) {
  const [search] = useSearchParams();
  const code = search.get('verify') ?? undefined;
  return (
    <PageFrame heading={heading} testId={testId}>
      <div className={common.stack}>
        {code ? null : <ContestCertificatesSection contestKey={contestKey} path={path} />}
        <VerifyCertificate key={code ?? ''} initialCode={code} />
      </div>
    </PageFrame>
  );
}

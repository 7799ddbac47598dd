import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { localised, type Certificate, type Localised } from '../contest/contestApi';
import { useLanguage } from '../common/usePlatformState';
import { drawCertificate, fontsReady, type CertificateLines } from './drawCertificate';
import common from '../common/Common.module.css';
import styles from './Certificate.module.css';

export function verifyUrl(path: string, code: string): string {
  return `${window.location.origin}${path}?verify=${encodeURIComponent(code)}`;
}

/** One certificate: the drawn picture, its text for screen readers, print and PDF download. */
export function CertificateView({ certificate, contestTitle, verifyPath }: { certificate: Certificate; contestTitle: Localised; verifyPath: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useLanguage();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const link = verifyUrl(verifyPath, certificate.code);
  const award = t(`award.${certificate.award}`);
  const category = certificate.category ? localised(certificate.category, language) : '';
  const details = [
    category,
    certificate.score === null
      ? ''
      : certificate.maxScore
        ? t('certificate.scoreLine', { score: certificate.score, max: certificate.maxScore })
        : t('certificate.scoreOnly', { score: certificate.score }),
    certificate.rank && certificate.participants ? t('certificate.rankLine', { rank: certificate.rank, participants: certificate.participants }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const lines: CertificateLines = {
    heading: t('certificate.heading'),
    presentedTo: t('certificate.presentedTo'),
    name: certificate.name,
    school: certificate.school,
    contest: localised(contestTitle, language),
    award,
    details,
    verify: link,
    code: t('certificate.codeLine', { code: certificate.code }),
    issuer: platform.config.company.name,
  };
  const key = JSON.stringify(lines);

  useEffect(() => {
    let live = true;
    void fontsReady().then(() => {
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      if (drawCertificate(canvas, lines)) setImage(canvas.toDataURL('image/png'));
    });
    return () => {
      live = false;
    };
    // redraw when any line changes (language switch included)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  async function download() {
    if (!image) return;
    setBusy(true);
    try {
      // pdf-lib (~200 KB) downloads only when a certificate is saved, not with the page
      const { certificatePdf, downloadBytes } = await import('./certificatePdf');
      downloadBytes(await certificatePdf(image, `${lines.contest} — ${certificate.name}`), `certificate-${certificate.code}.pdf`, 'application/pdf');
    } catch {
      platform.toast({ message: t('certificate.pdfFailed'), color: 'danger', duration: 4000, position: 'top' });
    } finally {
      setBusy(false);
    }
  }

  function print() {
    if (!image) return;
    const w = window.open('', '_blank');
    if (!w) return window.print();
    w.document.title = lines.contest;
    w.document.body.style.margin = '0';
    const img = w.document.createElement('img');
    img.src = image;
    img.alt = `${lines.heading}: ${certificate.name}`;
    img.style.width = '100%';
    img.onload = () => w.print();
    w.document.body.appendChild(img);
    const style = w.document.createElement('style');
    style.textContent = '@page { size: A4 landscape; margin: 0 } body { margin: 0 }';
    w.document.head.appendChild(style);
  }

  return (
    <section className={styles.certificate} data-testid={`certificate-${certificate.code}`} aria-label={`${lines.heading}: ${certificate.name}`}>
      <canvas ref={canvasRef} className={styles.canvas} hidden={!image} aria-hidden="true" />
      <dl className={common.dl} data-testid="certificate-details">
        <dt>{t('certificate.name')}</dt>
        <dd data-testid="certificate-name">{certificate.name}</dd>
        <dt>{t('certificate.school')}</dt>
        <dd>{certificate.school || '—'}</dd>
        <dt>{t('certificate.award')}</dt>
        <dd data-testid="certificate-award">
          {award}
          {category ? ` · ${category}` : ''}
        </dd>
        {certificate.score !== null ? (
          <>
            <dt>{t('certificate.score')}</dt>
            <dd data-testid="certificate-score">{certificate.maxScore ? `${certificate.score} / ${certificate.maxScore}` : certificate.score}</dd>
          </>
        ) : null}
        {certificate.rank && certificate.participants ? (
          <>
            <dt>{t('certificate.rank')}</dt>
            <dd>{t('certificate.rankLine', { rank: certificate.rank, participants: certificate.participants })}</dd>
          </>
        ) : null}
        <dt>{t('certificate.code')}</dt>
        <dd data-testid="certificate-code">
          {certificate.code} ·{' '}
          <a className={common.link} href={link}>
            {t('certificate.verifyLink')}
          </a>
        </dd>
      </dl>
      <p className={common.row}>
        <button type="button" className={common.button} onClick={() => void download()} disabled={!image || busy} data-testid="download-pdf">
          {t('certificate.download')}
        </button>
        <button type="button" className={common.secondary} onClick={print} disabled={!image} data-testid="print-certificate">
          {t('certificate.print')}
        </button>
      </p>
    </section>
  );
}

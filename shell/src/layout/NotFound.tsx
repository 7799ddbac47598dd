import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section data-testid="not-found" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      {/* a long Tamil word at the largest font fits a 360 px phone (only a last resort breaks it) */}
      <h1 style={{ fontSize: '1.25em', overflowWrap: 'break-word' }}>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/home">{t('notFound.home')}</Link>
    </section>
  );
}

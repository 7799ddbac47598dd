import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section data-testid="not-found" style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/home">{t('notFound.home')}</Link>
    </section>
  );
}

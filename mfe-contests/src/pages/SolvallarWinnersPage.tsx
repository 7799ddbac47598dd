import { SOLVALLAR_2025 } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ContestWinnersPage } from '../winners/ContestWinners';

export function SolvallarWinnersPage() {
  const { t } = useTranslation();
  return <ContestWinnersPage contestKey={SOLVALLAR_2025.category} heading={t('solvallarWinners.title')} testId="page-solvallarWinners" />;
}

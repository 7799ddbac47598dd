import { useTranslation } from 'react-i18next';
import { ContestWinnersPage } from '../winners/ContestWinners';
import { AWARD_CONTESTS } from '../contest/awardContests';

export function MwhwinnersPage() {
  const { t } = useTranslation();
  return <ContestWinnersPage contestKey={AWARD_CONTESTS.mwhe} heading={t('mwhwinners.title')} testId="page-mwhwinners" />;
}

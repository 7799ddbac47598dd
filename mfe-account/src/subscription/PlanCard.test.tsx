import { screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform } from '@app/shared/testing';
import { planFeatures, type Plan } from '@app/shared';
import { PlanCard } from './PlanCard';
import en from '../../public/assets/i18n/en.json';

const STUDENT_FREE: Plan = {
  id: 'student_free',
  name: 'Student Free',
  price: 0,
  yearlyPrice: 0,
  features: planFeatures('student_free'),
  isPopular: false,
  category: 'student',
  productId: 770,
  isInStock: true,
  isSchoolLicense: false,
};

describe('PlanCard: the free student plan promises the daily limit the api enforces (issue 15)', () => {
  it('names the number of games a day from the runtime config', () => {
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, config: { dailyGameLimit: 10 } });
    renderWithPlatform(<PlanCard plan={STUDENT_FREE} action="choose" onChoose={() => undefined} />, platform, { namespace: 'account' });
    expect(screen.getByText('Up to 10 games a day')).toBeInTheDocument();
    expect(screen.getByText('Unlimited games with a PIN')).toBeInTheDocument();
  });

  it('keeps the general wording when the api sets no limit', () => {
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, config: { dailyGameLimit: 0 } });
    renderWithPlatform(<PlanCard plan={STUDENT_FREE} action="choose" onChoose={() => undefined} />, platform, { namespace: 'account' });
    expect(screen.getByText('Limited daily games')).toBeInTheDocument();
  });
});

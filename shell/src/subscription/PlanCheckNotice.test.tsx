import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import type { SubscriptionState } from '@app/shared';
import { createTestI18n } from '../i18n/testI18n';
import { PlanCheckNotice } from './PlanCheckNotice';
import type { SubscriptionCheck } from './subscriptionService';

function renderNotice(check: SubscriptionCheck, state: SubscriptionState | undefined, language: 'en' | 'ta' = 'en') {
  const service = {
    check$: new BehaviorSubject<SubscriptionCheck>(check),
    subscription$: new BehaviorSubject<SubscriptionState | undefined>(state),
    refresh: jest.fn(() => Promise.resolve()),
  };
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <PlanCheckNotice subscription={service} />
    </I18nextProvider>,
  );
  return service;
}

const pro: SubscriptionState = { planId: 'teacher_pro', planName: 'Teacher Pro', category: 'teacher', status: 'active', source: 'order', unconfirmed: true };

describe('PlanCheckNotice (docs/adr/0026)', () => {
  it('says nothing while the plan is confirmed or still being checked', () => {
    renderNotice('confirmed', pro);
    expect(screen.queryByTestId('plan-check-notice')).not.toBeInTheDocument();
  });

  it('names the last known plan as not confirmed, and retries on demand', async () => {
    const service = renderNotice('unconfirmed', pro);
    expect(screen.getByTestId('plan-check-notice')).toHaveTextContent('Shown: Teacher Pro, as last known, not confirmed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(service.refresh).toHaveBeenCalledTimes(1);
  });

  it('says that nothing is known when there is no last plan, in Tamil too', () => {
    renderNotice('unconfirmed', undefined, 'ta');
    expect(screen.getByTestId('plan-check-notice')).toHaveTextContent('இப்போது உங்கள் திட்டத்தைச் சரிபார்க்க முடியவில்லை');
    expect(screen.getByTestId('plan-check-retry')).toHaveTextContent('மீண்டும் முயல்க');
  });
});

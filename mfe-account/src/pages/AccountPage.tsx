import { useTranslation } from 'react-i18next';
import { HomeworkTodoList, PageFrame, useObservable, usePlatform, type AuthState } from '@app/shared';
import { LoginForm } from '../account/LoginForm';
import { ProfileCard } from '../account/ProfileCard';
import { RegisterForm } from '../account/RegisterForm';
import { SubscriptionSummary } from '../account/SubscriptionSummary';
import { LoginHistory } from '../account/LoginHistory';
import { TeacherPin } from '../account/TeacherPin';

const UNKNOWN: AuthState = { status: 'unauthenticated' };

/** Signed out: MyKad sign-in and registration. Signed in: profile, subscription, sign-out. */
export function AccountPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, UNKNOWN);
  if (auth.status !== 'authenticated') {
    return (
      <PageFrame heading={t('auth.pageTitle')} testId="page-account">
        <LoginForm />
        <RegisterForm />
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={t('account.title')} testId="page-account">
      <p data-testid="account-greeting">{t('account.greeting', { name: auth.user.firstName })}</p>
      {/* the same To-do list as on the hub (issue 23.2) */}
      <HomeworkTodoList showEmpty testId="account-todo" />
      <ProfileCard user={auth.user} />
      <SubscriptionSummary />
      <TeacherPin />
      <LoginHistory />
    </PageFrame>
  );
}

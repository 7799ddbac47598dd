import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HomeworkTodoList, PageFrame, useObservable, usePlatform, type AuthState } from '@app/shared';
import { CardLinkSignIn } from '../account/newDevice/CardLinkSignIn';
import { DeviceLinkApproval } from '../account/newDevice/DeviceLinkApproval';
import { linkFragment } from '../account/newDevice/linkFragment';
import { LoginForm } from '../account/LoginForm';
import { ProfileCard } from '../account/ProfileCard';
import { RegisterForm } from '../account/RegisterForm';
import { SubscriptionSummary } from '../account/SubscriptionSummary';
import { LoginHistory } from '../account/LoginHistory';
import { TeacherPin } from '../account/TeacherPin';
import { MyData } from '../account/MyData';

const UNKNOWN: AuthState = { status: 'unauthenticated' };

/**
 * Signed out: MyKad sign-in and registration. Signed in: profile, subscription, sign-out. A sign-in
 * card's QR code and a parent's email link open this page with their secret after `#`.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, UNKNOWN);
  const hash = useLocation().hash;
  // the components take the secret out of the address bar at once, so it is kept here
  const [link, setLink] = useState(() => linkFragment(hash));
  useEffect(() => {
    const next = linkFragment(hash);
    if (next) setLink(next);
  }, [hash]);
  if (link?.kind === 'device-link') {
    return (
      <PageFrame heading={t('deviceLink.title')} testId="page-account">
        <DeviceLinkApproval token={link.secret} />
      </PageFrame>
    );
  }
  if (link?.kind === 'card' && auth.status !== 'authenticated') {
    return (
      <PageFrame heading={t('auth.pageTitle')} testId="page-account">
        <CardLinkSignIn secret={link.secret} onDone={() => setLink(null)} />
      </PageFrame>
    );
  }
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
      <MyData />
    </PageFrame>
  );
}

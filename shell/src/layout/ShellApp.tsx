import { useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, useNavigate } from 'react-router-dom';
import { useObservable, type Platform } from '@app/shared';
import type { ShellServices } from '../shellServices';
import { ContentArea } from './ContentArea';
import { SiteFooter } from './SiteFooter';
import { SideMenu } from '../menu/SideMenu';
import { ProfileMenu } from '../menu/ProfileMenu';
import { DeveloperGate } from '../gate/DeveloperGate';
import { InstallBanner } from '../pwa/InstallBanner';
import { PendingScoresNotice } from '../scores/PendingScoresNotice';
import { PlanCheckNotice } from '../subscription/PlanCheckNotice';
import { ToastHost } from '../toast/ToastHost';
import { LanguageSelect } from '../a11y/LanguageSelect';
import { RouteAnnouncer } from '../a11y/RouteAnnouncer';
import { useHeaderHeight } from '../a11y/useHeaderHeight';
import { useNarrowScreen } from '../a11y/useNarrowScreen';
import styles from './ShellApp.module.css';

/** Lets the Platform's plain `navigate` function drive the shell's router. */
function NavigateBridge({ target }: { target: { current: (to: string, o?: { replace?: boolean; state?: unknown }) => void } }) {
  const navigate = useNavigate();
  useEffect(() => {
    target.current = (to, o) => navigate(to, o);
  }, [navigate, target]);
  return null;
}

function Layout({ services, platform }: { services: ShellServices; platform: Platform }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const auth = useObservable(services.session.auth$, services.session.auth$.value);
  const subscription = useObservable(services.subscription.subscription$, services.subscription.subscription$.value);
  const language = useObservable(services.language.language$, services.language.language$.value);
  const locked = useObservable(services.gate.locked$, services.gate.locked$.value);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useHeaderHeight(header);
  // a closed drawer is off screen: out of the Tab order and the accessibility tree too (it was 17 invisible stops)
  const narrow = useNarrowScreen();
  const drawerClosed = narrow && !menuOpen;
  useEffect(() => {
    if (!menuOpen) return undefined;
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [menuOpen]);
  // an opened drawer takes focus to its first link, so the next Tab is inside what was opened
  useEffect(() => {
    if (narrow && menuOpen) document.querySelector<HTMLElement>('#side-menu a, #side-menu button')?.focus();
  }, [narrow, menuOpen]);
  return (
    <div className={styles.app}>
      {/* the header's classes are global, styled in index.html with the static first frame */}
      <header className="app-header" ref={header}>
        <button
          ref={menuButton}
          type="button"
          className="app-menu-button"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="menu-toggle"
        >
          <span aria-hidden="true">☰</span>
          <span className="app-visually-hidden">{t('menu.toggle')}</span>
        </button>
        <Link to="/home" className="app-brand" data-testid="brand">
          {t('app.name')}
        </Link>
        {auth.status === 'authenticated' ? (
          <ProfileMenu user={auth.user} subscription={subscription} onSignOut={() => void platform.signOut().then(() => platform.navigate('/home'))} />
        ) : null}
        <LanguageSelect language={language} onChoose={(l) => void services.language.setLanguage(l)} />
      </header>
      <InstallBanner prompt={services.install} />
      <PendingScoresNotice queue={services.scores} />
      {auth.status === 'authenticated' ? <PlanCheckNotice subscription={services.subscription} /> : null}
      <div className={styles.body}>
        <div id="side-menu" inert={drawerClosed} data-testid="side-menu-area">
          <SideMenu
            subscription={subscription}
            signedIn={auth.status === 'authenticated'}
            open={menuOpen}
            onNavigate={() => setMenuOpen(false)}
            onSignOut={() => void platform.signOut().then(() => platform.navigate('/home'))}
          />
        </div>
        <main className={styles.main} id="content">
          <ContentArea
            loader={services.remoteLoader}
            routes={services.routes}
            platform={platform}
            locked={locked}
            renderGate={() => <DeveloperGate gate={services.gate} company={services.config.company} toast={services.toast.show} />}
          />
          <SiteFooter company={services.config.company} />
        </main>
      </div>
      <RouteAnnouncer contentId="content" />
      <ToastHost service={services.toast} />
    </div>
  );
}

export function ShellApp({ services, platform }: { services: ShellServices; platform: Platform }) {
  return (
    <I18nextProvider i18n={services.language.i18n} defaultNS="shell">
      <BrowserRouter>
        <NavigateBridge target={services.navigateRef} />
        <Layout services={services} platform={platform} />
      </BrowserRouter>
    </I18nextProvider>
  );
}

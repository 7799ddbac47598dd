import { matchRoutes } from 'react-router-dom';
import { start } from 'single-spa';
import { createHttpClient, type Platform } from '@app/shared';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { createLanguageService } from './i18n/languageService';
import { createAuthSession } from './session/authSession';
import { createSessionApi } from './session/sessionApi';
import { keepSessionInSync } from './session/keepSessionInSync';
import { createSubscriptionService } from './subscription/subscriptionService';
import { createPreferencesService } from './preferences/preferencesService';
import { createToastService } from './toast/toastService';
import { createGateService } from './gate/gateService';
import { createInstallPrompt } from './pwa/installPrompt';
import { createRemoteLoader } from './remotes/remoteLoader';
import { federationAdapter } from './remotes/federationAdapter';
import { createRemotesDirectory } from './remotes/remotesManifest';
import { createPlatform } from './platform/createPlatform';
import { createScoreQueue } from './scores/scoreQueue';
import type { RouteEntry } from './routes/routeTable';
import { createRouteTableService } from './routes/routeTableService';

/** Everything the shell runs, built once at start-up and handed to the React tree. */
export async function createShellServices() {
  // single-spa's history patching turns every pushState into a popstate, so each remote's own
  // router follows the shell's navigation.
  start({ urlRerouteOnly: true });
  const baseUrl = window.location.origin + '/';
  // remotes.json: the pages the live remotes declare make the route table (ADR 0027)
  const remotes = createRemotesDirectory();
  const routes = createRouteTableService(remotes);
  // Independent start-up requests go out together; on a slow network this saves round trips.
  const [config, language] = await Promise.all([loadRuntimeConfig(), createLanguageService(baseUrl), routes.ready]);
  const toast = createToastService();
  const navigateRef = { current: (to: string, o?: { replace?: boolean }) => window.history[o?.replace ? 'replaceState' : 'pushState'](null, '', to) };
  let tokenOf: () => string | undefined = () => undefined;
  // a refused call loads the words for the api's codes in the reader's language before it rejects
  const http = createHttpClient({ baseURL: window.location.origin, getToken: () => tokenOf(), errorLanguage: () => language.language$.value });
  const scores = createScoreQueue({ http });
  const session = createAuthSession({ storage: localStorage, beforeSignOut: () => scores.flush().then(() => undefined), api: createSessionApi(http) });
  tokenOf = session.token;
  // the queue goes at start-up and after every sign-in; the session checks in with the server
  scores.followSession(session.auth$);
  keepSessionInSync(session, window);
  const subscription = createSubscriptionService(http, session.auth$);
  const preferences = createPreferencesService(localStorage, document.documentElement);
  const gate = createGateService({ enabled: config.gateEnabled, http, session: sessionStorage });
  const install = createInstallPrompt(window, sessionStorage);
  const remoteLoader = createRemoteLoader({ adapter: federationAdapter, fetchManifest: (o) => remotes.get(o), baseUrl });
  // Start downloading the remote of the page being opened while React renders the shell.
  const firstRoute = matchRoutes(routes.routes$.value ?? ([] as RouteEntry[]), window.location.pathname)?.[0]?.route;
  if (firstRoute) void remoteLoader.load(firstRoute.remote).catch(() => undefined);
  const services = { config, language, toast, navigateRef, http, session, subscription, preferences, gate, install, remoteLoader, routes, scores };
  const platform: Platform = createPlatform({
    config,
    http,
    session,
    subscription,
    language,
    preferences,
    toast: toast.show,
    navigate: (to, o) => navigateRef.current(to, o),
    submitScore: (s) => scores.submit(s),
    scoreOutcome$: scores.outcome$,
  });
  return { services, platform };
}
export type ShellServices = Awaited<ReturnType<typeof createShellServices>>['services'];

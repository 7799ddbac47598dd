import { startTransition } from 'react';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
// font-settings offers it; its @font-face rules only download the Tamil subset when used
import '@fontsource-variable/baloo-thambi-2';
// the condensed Tamil face a game letter too wide for its cell is narrowed with (downloaded on first use)
import './condensedTamil.css';
import './global.css';
import { keepFirstScreen } from './remotes/firstScreenHandoff';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { linkWebManifest } from './pwa/webManifestLink';

/** Hands the main thread back to the browser (a tap, a frame) between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the whole start-up module graph at once (React DOM, zod's schemas, the router,
// i18next, the shell) was one long task on a cheap phone (ADR 0008 "Long tasks after the first
// screen"). These eager imports are already in this chunk, so splitting costs no round trip: each
// step evaluates what the steps before it have not, React DOM (the largest) first.
async function main() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // the contract only (ADR 0036): importing all of '@app/shared' here would keep every part of it
  // in the shell's bundle, where only what the shell's own modules import belongs
  await import(/* webpackMode: "eager" */ '@app/shared/contract');
  await yieldToBrowser();
  const { createShellServices } = await import(/* webpackMode: "eager" */ './shellServices');
  await yieldToBrowser();
  const starting = createShellServices();
  await yieldToBrowser();
  const { ShellApp } = await import(/* webpackMode: "eager" */ './layout/ShellApp');
  await yieldToBrowser();
  const { services, platform } = await starting;
  await yieldToBrowser();
  keepFirstScreen(document, window.location.pathname);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition renders in slices, so a cheap phone's main thread is never blocked for long;
  // the static frame stays on screen until the app's first render is complete.
  startTransition(() => root.render(<ShellApp services={services} platform={platform} />));
  linkWebManifest();
  registerServiceWorker();
}

void main();

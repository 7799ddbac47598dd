import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
// font-settings offers it; its @font-face rules only download the Tamil subset when used
import '@fontsource-variable/baloo-thambi-2';
import './global.css';
import { createShellServices } from './shellServices';
import { ShellApp } from './layout/ShellApp';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { linkWebManifest } from './pwa/webManifestLink';
import { keepFirstScreen } from './remotes/firstScreenHandoff';

/** Hands the main thread back to the browser (a tap, a frame) between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  const { services, platform } = await createShellServices();
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

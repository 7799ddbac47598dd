import { createRoot } from 'react-dom/client';
// the shell's Tamil font (it loads these two weights), or Tamil shows as boxes where no system font has it
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
// the condensed face a game letter too wide for its cell is narrowed with (the shell declares its
// Tamil subset alone, shell/src/condensedTamil.css); fetched only when a letter uses it
import '@fontsource-variable/noto-sans-tamil/wdth.css';
import type { RuntimeConfig } from '../platform/platform';
import { createDevPlatform } from './createDevPlatform';
import { DevHarness, type DevHarnessProps } from './DevHarness';

// The few page-wide rules the shell's global.css gives every remote.
const PAGE_CSS = `body{margin:0;font-family:'Noto Sans Tamil',system-ui,sans-serif;background:#f8fafc;color:#1c1917;
line-height:1.5}*,*::before,*::after{box-sizing:border-box}button,input,select,textarea{font-family:inherit}`;

/**
 * The body of a remote's `src/dev/` entry: a dev Platform over the api this page's dev server
 * forwards to, then the harness. The runtime config comes from the api as the shell reads it.
 */
export async function startDevHarness(props: Omit<DevHarnessProps, 'platform'>): Promise<void> {
  const platform = createDevPlatform({ storage: window.localStorage });
  try {
    const { data } = await platform.http.get<RuntimeConfig>('/wp-json/custom/v1/config');
    platform.config = { ...platform.config, ...data };
  } catch (error) {
    console.warn('The api did not answer /wp-json/custom/v1/config; is it running (npm run dev, API_URL)?', error);
  }
  const style = document.createElement('style');
  style.textContent = PAGE_CSS;
  document.head.appendChild(style);
  const root = document.createElement('div');
  document.body.appendChild(root);
  createRoot(root).render(<DevHarness platform={platform} {...props} />);
}

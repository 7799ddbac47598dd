import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
// font-settings offers it; its @font-face rules only download the Tamil subset when used
import '@fontsource-variable/baloo-thambi-2';
import './global.css';
import { createShellServices } from './shellServices';
import { ShellApp } from './layout/ShellApp';
import { registerServiceWorker } from './pwa/registerServiceWorker';

async function main() {
  const { services, platform } = await createShellServices();
  createRoot(document.getElementById('root') as HTMLElement).render(<ShellApp services={services} platform={platform} />);
  registerServiceWorker();
}

void main();

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Where the shell's index.html leaves room for the discovery data (shell/src/index.html). */
export const DISCOVERY_PLACEHOLDER = '<script id="shell-discovery" type="application/json">null</script>';

interface ManifestJson {
  metaData?: { publicPath?: unknown; remoteEntry?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/**
 * What the page's first script needs to ask for the current route's remote while the page is
 * still parsed: each remote's live manifest URL (from remotes.json) and, for remotes served from
 * this deploy folder, the files its `./register` needs first (from its mf-manifest.json). The
 * page treats it as a head start only; the shell still reads remotes.json itself.
 */
export function pageDiscovery(deployDir: string, remotesJsonText: string): string {
  let remotes: Record<string, { manifest?: unknown }> = {};
  try {
    remotes = (JSON.parse(remotesJsonText) as { remotes?: typeof remotes }).remotes ?? {};
  } catch {
    return 'null';
  }
  const remotesDir = resolve(deployDir, 'remotes');
  const live: Record<string, { manifest: string }> = {};
  const manifests: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry?.manifest !== 'string') continue;
    live[name] = { manifest: entry.manifest };
    if (!entry.manifest.startsWith('/remotes/')) continue; // another origin (a CDN): not ours to read
    const file = resolve(deployDir, `.${entry.manifest.split('?')[0]}`);
    if (!file.startsWith(remotesDir + sep) || !existsSync(file)) continue;
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as ManifestJson;
      const register = (manifest.exposes ?? []).find((e) => e.path === './register');
      manifests[name] = {
        metaData: { publicPath: manifest.metaData?.publicPath, remoteEntry: manifest.metaData?.remoteEntry },
        exposes: register ? [{ path: './register', assets: { js: { sync: register.assets?.js?.sync }, css: { sync: register.assets?.css?.sync } } }] : [],
      };
    } catch {
      /* a manifest being replaced: the page fetches it instead */
    }
  }
  // inside a <script> element: never let the JSON close it
  return JSON.stringify({ remotes: { remotes: live }, manifests }).replace(/</g, '\\u003c');
}

export function withDiscovery(indexHtml: string, discovery: string): string {
  return indexHtml.replace(DISCOVERY_PLACEHOLDER, DISCOVERY_PLACEHOLDER.replace('>null<', `>${discovery}<`));
}

export const remotesJsonPath = (deployDir: string) => join(deployDir, 'remotes.json');

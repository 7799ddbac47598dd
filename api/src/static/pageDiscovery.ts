import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Where the shell's index.html leaves room for the discovery data (shell/src/index.html). */
export const DISCOVERY_PLACEHOLDER = '<script id="shell-discovery" type="application/json">null</script>';

interface ManifestJson {
  metaData?: { publicPath?: unknown; remoteEntry?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** The part of a declared page the page's first script reads: where it is and whether the gate guards it. */
function earlyPages(routes: unknown): { pages: { route: string; guarded?: true }[] } | undefined {
  const pages = (routes as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return undefined;
  return {
    pages: pages.flatMap((p: { route?: unknown; guarded?: unknown }) =>
      typeof p?.route === 'string' ? [{ route: p.route, ...(p.guarded === true ? { guarded: true as const } : {}) }] : [],
    ),
  };
}

/**
 * What the page's first script needs to ask for the current route's remote while the page is
 * still parsed: each remote's live manifest URL and declared pages (from remotes.json, ADR 0027:
 * the page's route names its remote) and, for remotes served from
 * this deploy folder, the files its `./register` needs first (from its mf-manifest.json). The
 * page treats it as a head start only; the shell still reads remotes.json itself.
 */
export function pageDiscovery(deployDir: string, remotesJsonText: string): string {
  let remotes: Record<string, { manifest?: unknown; routes?: unknown }> = {};
  try {
    remotes = (JSON.parse(remotesJsonText) as { remotes?: typeof remotes }).remotes ?? {};
  } catch {
    return 'null';
  }
  const remotesDir = resolve(deployDir, 'remotes');
  const live: Record<string, { manifest: string; routes?: ReturnType<typeof earlyPages> }> = {};
  const manifests: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry?.manifest !== 'string') continue;
    const routes = earlyPages(entry.routes);
    live[name] = { manifest: entry.manifest, ...(routes ? { routes } : {}) };
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

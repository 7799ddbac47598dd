import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { deployRoutes } from '../../src/static/deployRoutes';
import { chooseEncoding } from '../../src/static/contentEncoding';
import { cacheControlFor } from '../../src/static/cachePolicy';
import { DISCOVERY_PLACEHOLDER } from '../../src/static/pageDiscovery';
import { FIRST_SCREEN_PLACEHOLDER } from '../../src/static/firstScreens';

// The deploy scripts are plain ESM (.mjs) run by node; load them by URL, typed by hand here.
const DEPLOY = resolve(__dirname, '../../../scripts/deploy');
type Build = (remote: string, outDir: string) => Promise<void>;
interface DeployScripts {
  publishRemote(remote: string, o: { dir: string; label?: string; build: Build }): Promise<{ version: string; changed: boolean }>;
  rollbackRemote(remote: string, o: { dir: string }): string;
  compressAssets(dir: string): number;
}
async function deployScripts(): Promise<DeployScripts> {
  const publish = await import(pathToFileURL(join(DEPLOY, 'publishRemote.mjs')).href);
  const compress = await import(pathToFileURL(join(DEPLOY, 'compressAssets.mjs')).href);
  return { ...publish, ...compress } as DeployScripts;
}

/** Some JavaScript big enough to be worth compressing, different per `tag`. */
const script = (tag: string) => `/* ${tag} */\n` + Array.from({ length: 200 }, (_, i) => `export function step${i}(x){return x+${i}; /* ${tag} */}`).join('\n');

/** What a webpack build of a remote writes, in miniature. */
const fakeRemoteBuild =
  (tag: string, contract = { version: '1.2.0', requires: '^1.2.0' }): Build =>
  async (_remote, outDir) => {
    mkdirSync(join(outDir, 'assets/i18n'), { recursive: true });
    writeFileSync(join(outDir, 'remoteEntry.js'), script(`entry ${tag}`));
    writeFileSync(join(outDir, '123.abcdef12.js'), script(`chunk ${tag}`));
    writeFileSync(
      join(outDir, 'mf-manifest.json'),
      JSON.stringify({
        id: 'mfe_games',
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, buildInfo: { tag } },
        shared: [{ name: 'react', padding: 'x'.repeat(600) }],
        exposes: [{ path: './register', assets: { js: { sync: ['123.abcdef12.js'], async: ['9.a.js'] }, css: { sync: [], async: [] } } }],
        // the pages it declares (build/declaredRoutes.cjs)
        routes: {
          pages: [
            { route: 'home', component: 'HomePage', guarded: true },
            { route: `page-${tag}`, component: 'TagPage' },
          ],
        },
        // the contract it was built against (ADR 0036)
        contract,
      }),
    );
    writeFileSync(join(outDir, 'assets/i18n/ta.json'), JSON.stringify({ title: 'விளையாட்டுகள்', tag, padding: 'அ'.repeat(400) }));
    // what build/firstScreensConfig.cjs writes: the home page as prerendered by this build
    const heading = { ta: `விளையாட்டுகள் ${tag}`, en: `Games ${tag}`, bm: `Permainan ${tag}` };
    writeFileSync(
      join(outDir, 'first-screens.json'),
      JSON.stringify({
        version: 1,
        pages: {
          '/home': {
            css: `.h{background:url(/__first_screen_base__/assets/sun.1234abcd.svg)} .h:after{content:"</style>"}`,
            html: Object.fromEntries(
              Object.entries(heading).map(([l, text]) => [l, `<h1 class="h">${text}</h1><img src="/__first_screen_base__/assets/sun.1234abcd.svg">`]),
            ),
          },
        },
      }),
    );
  };

describe('static deploy folder (issue 10: compression and caching)', () => {
  let dir: string;
  let app: FastifyInstance;
  let scripts: DeployScripts;
  const shellScript = script('shell main');

  before(async () => {
    scripts = await deployScripts();
    dir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
    mkdirSync(join(dir, 'shell'), { recursive: true });
    writeFileSync(
      join(dir, 'shell/index.html'),
      `<!doctype html><title>சொல் விளையாட்டு</title>${DISCOVERY_PLACEHOLDER}${'<p>frame</p>'.repeat(80)}${FIRST_SCREEN_PLACEHOLDER}`,
    );
    writeFileSync(join(dir, 'shell/main.1234abcd.js'), shellScript);
    writeFileSync(join(dir, 'shell/sw.js'), script('service worker'));
    // the contract the live shell provides (build/containerManifestPlugin.cjs ContractStampPlugin)
    writeFileSync(join(dir, 'shell/contract.json'), JSON.stringify({ version: '1.2.0' }));
    scripts.compressAssets(join(dir, 'shell'));
    await scripts.publishRemote('mfe-games', { dir, label: 'test', build: fakeRemoteBuild('one') });
    app = Fastify();
    await app.register(deployRoutes, { deployDir: dir });
    await app.ready();
  });
  after(() => app.close());

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });
  const remotes = () => JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as { remotes: Record<string, { version: string; manifest: string }> };

  describe('GET a hashed shell script', () => {
    it("should answer brotli when the browser accepts it, with the brotli file's length and its own etag", async () => {
      const response = await get('/main.1234abcd.js', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(statSync(join(dir, 'shell/main.1234abcd.js.br')).size);
      expect(Number(response.headers['content-length'])).toBeLessThan(shellScript.length / 3);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shellScript);
      expect(response.headers.etag).toBeTruthy();
    });

    it('should answer gzip when the browser accepts only gzip', async () => {
      const response = await get('/main.1234abcd.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(statSync(join(dir, 'shell/main.1234abcd.js.gz')).size);
      expect(gunzipSync(response.rawPayload).toString()).toBe(shellScript);
    });

    it('should answer the plain file when the browser accepts neither, or refuses both with q=0', async () => {
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const response = await get('/main.1234abcd.js', accept);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(shellScript));
        expect(response.body).toBe(shellScript);
      }
    });

    it('should give each encoding its own etag, and answer 304 to a browser that has that one', async () => {
      const br = await get('/main.1234abcd.js', 'br');
      const gzip = await get('/main.1234abcd.js', 'gzip');
      const plain = await get('/main.1234abcd.js', 'identity');
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      const again = await get('/main.1234abcd.js', 'br', { 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('cache policy', () => {
    it("should revalidate the service worker, the page, remotes.json and a remote's manifest", async () => {
      const { version } = remotes().remotes['mfe-games']!;
      for (const url of ['/sw.js', '/home', '/remotes.json', `/remotes/mfe-games/${version}/mf-manifest.json`]) {
        const response = await get(url, 'br');
        expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
      }
    });

    it('should keep every other file of a remote version forever, compressed, and open to other origins', async () => {
      const { version } = remotes().remotes['mfe-games']!;
      for (const file of ['remoteEntry.js', '123.abcdef12.js', 'assets/i18n/ta.json']) {
        const response = await get(`/remotes/mfe-games/${version}/${file}`, 'br, gzip');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
    });

    it('names the cache rule by path alone', () => {
      expect(cacheControlFor('/574.1969d912.js')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('/assets/noto-sans-tamil-tamil-400-normal.0a1b2c3d.woff2')).toBe('public, max-age=31536000, immutable');
      expect(cacheControlFor('/assets/i18n/ta.json')).toBe('no-cache');
      expect(cacheControlFor('/manifest.webmanifest')).toBe('no-cache');
    });
  });

  describe('pages and remotes.json (made at run time)', () => {
    it('should send index.html for a client route in brotli, gzip or plain by Accept-Encoding', async () => {
      const plain = await get('/leaderboard', '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('சொல் விளையாட்டு');
      const br = await get('/leaderboard', 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get('/leaderboard', 'gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });

    it("should write the live remote versions and each served remote's first files into the page", async () => {
      const page = (await get('/home', '')).body;
      const json = page.match(/<script id="shell-discovery" type="application\/json">(.*?)<\/script>/)?.[1];
      const discovery = JSON.parse(json ?? 'null');
      const { manifest } = remotes().remotes['mfe-games']!;
      // with the pages it declares, as far as the page's first script reads them
      expect(discovery.remotes.remotes['mfe-games']).toEqual({ manifest, routes: { pages: [{ route: 'home', guarded: true }, { route: 'page-one' }] } });
      expect(discovery.manifests['mfe-games']).toEqual({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
        exposes: [{ path: './register', assets: { js: { sync: ['123.abcdef12.js'] }, css: { sync: [] } } }],
      });
    });

    it("should write the live release's first screen of a prerendered page, in every language, with URLs into that release", async () => {
      const page = (await get('/home', '')).body;
      const { version } = remotes().remotes['mfe-games']!;
      expect(page).not.toContain(FIRST_SCREEN_PLACEHOLDER);
      expect(page).toContain('<template data-first-screen="ta"><h1 class="h">விளையாட்டுகள் one</h1>');
      expect(page).toContain('<template data-first-screen="en"><h1 class="h">Games one</h1>');
      expect(page).toContain('<template data-first-screen="bm"><h1 class="h">Permainan one</h1>');
      expect(page).toContain(`<img src="/remotes/mfe-games/${version}/assets/sun.1234abcd.svg">`);
      expect(page).toContain(`url(/remotes/mfe-games/${version}/assets/sun.1234abcd.svg)`);
      // the style element cannot be closed early by its own text
      expect(page).toContain('content:"<\\/style>"');
      expect(page.match(/<\/style>/g)).toHaveLength(1);
    });

    it('should send the plain page where nothing was prerendered, or a query may change what the page shows', async () => {
      for (const url of ['/contests', '/home?topic=animals', '/']) {
        const page = (await get(url, '')).body;
        expect(page).toContain(FIRST_SCREEN_PLACEHOLDER);
        expect(page).not.toContain('data-first-screen=');
      }
    });

    it('should answer 404 JSON, not a page, for a missing file', async () => {
      const response = await get('/missing.1234abcd.js', 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  });

  describe('release and rollback', () => {
    it('should publish a new remote version with its files precompressed, serve it, and roll back to the old one', async () => {
      const first = remotes().remotes['mfe-games']!.version;
      const { version: second, changed } = await scripts.publishRemote('mfe-games', { dir, label: 'test', build: fakeRemoteBuild('two') });
      expect(changed).toBe(true);
      expect(second).not.toBe(first);
      for (const file of ['remoteEntry.js', '123.abcdef12.js', 'mf-manifest.json', 'assets/i18n/ta.json']) {
        for (const suffix of ['.br', '.gz']) expect(existsSync(join(dir, 'remotes/mfe-games', second, file + suffix))).toBe(true);
      }
      const live = await get('/remotes.json', 'br');
      expect(live.headers['content-encoding']).toBe('br');
      const released = JSON.parse(brotliDecompressSync(live.rawPayload).toString()).remotes['mfe-games'];
      expect(released.version).toBe(second);
      // with the pages that build declares: the shell routes to a page the release added
      expect(released.routes.pages.map((p: { route: string }) => p.route)).toEqual(['home', 'page-two']);
      const chunk = await get(`/remotes/mfe-games/${second}/123.abcdef12.js`, 'br');
      expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(script('chunk two'));
      // the next page load names the new version from its first byte
      expect((await get('/home', '')).body).toContain(`/remotes/mfe-games/${second}/mf-manifest.json`);
      expect((await get('/home', '')).body).toContain('<h1 class="h">Games two</h1>');

      expect(scripts.rollbackRemote('mfe-games', { dir })).toBe(first);
      const back = await get('/remotes.json', 'gzip');
      const restored = JSON.parse(gunzipSync(back.rawPayload).toString()).remotes['mfe-games'];
      expect(restored.version).toBe(first);
      expect(restored.routes.pages.map((p: { route: string }) => p.route)).toEqual(['home', 'page-one']);
      const old = await get(`/remotes/mfe-games/${first}/123.abcdef12.js`, 'gzip');
      expect(old.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(old.rawPayload).toString()).toBe(script('chunk one'));
      expect((await get('/home', '')).body).toContain(`/remotes/mfe-games/${first}/mf-manifest.json`);
      expect((await get('/home', '')).body).toContain('<h1 class="h">Games one</h1>');
    });

    it("should refuse to release a remote that declares another live remote's page, and leave remotes.json as it was", async () => {
      const before = readFileSync(join(dir, 'remotes.json'), 'utf8');
      await expect(scripts.publishRemote('mfe-boards', { dir, label: 'test', build: fakeRemoteBuild('clash') })).rejects.toThrow(
        'mfe-boards declares /home, which mfe-games already declares',
      );
      expect(readFileSync(join(dir, 'remotes.json'), 'utf8')).toBe(before);
    });

    it('should refuse to release a remote that needs a newer contract than the live shell, and leave nothing of it behind', async () => {
      const before = readFileSync(join(dir, 'remotes.json'), 'utf8');
      const versionsBefore = readdirSync(join(dir, 'remotes/mfe-games')).sort();
      await expect(
        scripts.publishRemote('mfe-games', { dir, label: 'test', build: fakeRemoteBuild('newer', { version: '1.3.0', requires: '^1.3.0' }) }),
      ).rejects.toThrow('mfe-games needs contract ^1.3.0, the live shell provides 1.2.0: release the shell first. Not released');
      expect(readFileSync(join(dir, 'remotes.json'), 'utf8')).toBe(before);
      expect(readdirSync(join(dir, 'remotes/mfe-games')).sort()).toEqual(versionsBefore);
    });

    it("should write the contract range a remote's build needs into remotes.json, beside its major for older shells", async () => {
      const entry = (JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as { remotes: Record<string, { contract: number; requires?: string }> })
        .remotes['mfe-games']!;
      expect(entry).toMatchObject({ contract: 1, requires: '^1.2.0' });
    });

    it('should leave out a first-screens file it cannot read, and still send the page', async () => {
      const { version } = remotes().remotes['mfe-games']!;
      const file = join(dir, 'remotes/mfe-games', version, 'first-screens.json');
      const good = readFileSync(file, 'utf8');
      try {
        writeFileSync(file, JSON.stringify({ version: 1, pages: { '/home': { css: '', html: { ta: '<h1>x</h1>' } } } }));
        // remotes.json unchanged on disk: touch it so the page is made again
        const remotesFile = join(dir, 'remotes.json');
        writeFileSync(remotesFile, readFileSync(remotesFile, 'utf8') + ' ');
        const page = await get('/home', '');
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('data-first-screen=');
      } finally {
        writeFileSync(file, good);
      }
    });
  });
});

describe('chooseEncoding', () => {
  const cases: [string | undefined, string | undefined][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ];
  for (const [header, expected] of cases) {
    it(`when Accept-Encoding is ${JSON.stringify(header)}, answers ${expected ?? 'uncompressed'}`, () => {
      expect(chooseEncoding(header)).toBe(expected);
    });
  }
});

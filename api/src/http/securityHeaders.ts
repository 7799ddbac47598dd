import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Stripe's own origins (docs.stripe.com/security/guide#content-security-policy): its script, the
 * card field's frames and 3-D Secure, and the api its script calls. Nothing else leaves the site:
 * fonts are self-hosted, speech and pictures come from /media.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The policy every answer carries (docs/adr/0019 "Security headers"). `remoteOrigins` are the
 * origins allowed to serve remotes (CORS_ORIGINS: a CDN). The page itself adds the hashes of its
 * inline start-up scripts (pageCsp); no other inline script runs.
 *
 * style-src keeps 'unsafe-inline': React's style attributes and the page's inline frame styles
 * need it, and a style cannot run code. img-src and media-src take data: and blob: (the
 * certificate drawn on a canvas, a CSV download, the speech cache).
 */
export function cspDirectives(remoteOrigins: readonly string[], scriptHashes: readonly string[] = []): Record<string, string[]> {
  const remotes = [...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...remotes, ...STRIPE.script],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...remotes, ...STRIPE.connect],
    'frame-src': [...STRIPE.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // no other site may show our pages in a frame (clickjacking a child's account)
    'frame-ancestors': ["'none'"],
  };
}

export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Script elements the browser runs: no type, or a JavaScript one (not application/json data). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|javascript|^\s*module\s*$/i;

/** sha256 source expressions of the inline scripts a page runs, so they run and nothing injected does. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/** The policy of one served page: the site's, plus the hashes of that page's own inline scripts. */
export function pageCsp(html: string, remoteOrigins: readonly string[]): string {
  return cspHeader(cspDirectives(remoteOrigins, inlineScriptHashes(html)));
}

/** HSTS for a year: sent only over https (behind a proxy, the one TRUST_PROXY believes). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (issue 21.8): CSP, X-Content-Type-Options, X-Frame-Options and
 * frame-ancestors, Referrer-Policy; HSTS only when the request came over https, so a plain-http
 * school server or a developer's machine is never told to refuse itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteOrigins) },
    // a remote's files may be read by a shell on another origin (CORS_ORIGINS, a CDN)
    crossOriginResourcePolicy: { policy: remoteOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    // Stripe's 3-D Secure may open a window that must be able to answer
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // a verify link (?verify=CODE) or a class page's address never leaves the site
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}

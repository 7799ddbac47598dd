import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli when accepted (a
 * quarter smaller than gzip on our scripts), else gzip, else none. Honours `q=0` (refused) and
 * `*` (anything not named).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: ContentEncoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

export interface Variants {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Every encoding of a small generated text (an HTML page, remotes.json), made once per content. */
export function compressVariants(text: string): Variants {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

// Precompresses every static text file of a build (brotli and gzip beside the original:
// `main.1234abcd.js.br`, `.gz`), so the server picks one by Accept-Encoding without compressing
// on each request. A cheap phone on mobile data downloads a quarter of the bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './deployLayout.mjs';

/** Text formats worth compressing; fonts, pictures and audio are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|cjs|css|json|svg|html|webmanifest|txt|xml|map)$/;
/** Below this, the encoding header costs about what compression saves. */
const MIN_BYTES = 512;

export function brotli(body) {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function gzip(body) {
  // zlib writes no file name and a zero mtime: equal inputs give equal bytes, so a remote's
  // version (a hash over its files) does not change when nothing else did.
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file in dir; returns how many. */
export function compressAssets(dir) {
  let count = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    for (const [suffix, compress] of [['.br', brotli], ['.gz', gzip]]) {
      const packed = compress(body);
      // a compressed copy that is not smaller would only cost the server a stat and the phone a decode
      if (packed.length < body.length) writeFileSync(file + suffix, packed);
    }
    count++;
  }
  return count;
}

import { z } from 'zod/mini';
import type { RemoteName } from '@app/shared';
import { takeEarlyResponse } from './earlyStartHandoff';

/**
 * `remotes.json`, served no-cache (docs/architecture.md "One origin, many deployables"): where each remote's current build lives.
 * `manifest` may be absolute (another origin, e.g. a CDN) or relative to the page.
 */
export const remotesManifestSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      version: z.string(),
      manifest: z.string(),
      contract: z.int(),
      previous: z.optional(z.array(z.object({ version: z.string(), manifest: z.string(), contract: z.int() }))),
    }),
  ),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export function federationName(remote: RemoteName): string {
  return remote.replace('-', '_');
}

/** The first call takes what the page's inline script fetched; later ones (retries) ask afresh. */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await (takeEarlyResponse(url) ?? fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

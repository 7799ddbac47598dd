import { z } from 'zod/mini';
import type { RemoteName } from '@app/shared';
import { takeEarlyResponse } from './earlyStartHandoff';

/** A page a remote declares (shared `DeclaredPage`, build/declaredRoutes.cjs). */
const declaredPageSchema = z.object({
  route: z.string(),
  component: z.string(),
  guarded: z.optional(z.boolean()),
  guard: z.optional(z.string()),
  example: z.optional(z.string()),
});

/**
 * `remotes.json`, served no-cache (docs/architecture.md "One origin, many deployables"): where each remote's current build lives,
 * and the pages that build declares (ADR 0027), from which the shell builds its route table.
 * `manifest` may be absolute (another origin, e.g. a CDN) or relative to the page.
 */
export const remotesManifestSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      version: z.string(),
      manifest: z.string(),
      /** the contract major (what shells before contract 1.2 read) */
      contract: z.int(),
      /** the contract range the remote's build needs (`^1.2.0`, ADR 0036); absent before 1.2 */
      requires: z.optional(z.string()),
      routes: z.optional(z.object({ pages: z.array(declaredPageSchema) })),
      previous: z.optional(z.array(z.object({ version: z.string(), manifest: z.string(), contract: z.int(), requires: z.optional(z.string()) }))),
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

/**
 * The live remotes.json, read once for the whole page (the route table and every remote load
 * agree on one release) and again only when asked afresh: a retry after a failure, which may
 * find a new release. A failed read is forgotten, so the next `get()` asks again.
 */
export function createRemotesDirectory(fetchManifest: () => Promise<RemotesManifest> = () => fetchRemotesManifest()) {
  let current: Promise<RemotesManifest> | undefined;
  const get = (options: { fresh?: boolean } = {}): Promise<RemotesManifest> => {
    if (current && !options.fresh) return current;
    const pending = fetchManifest();
    current = pending;
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };
  return { get };
}
export type RemotesDirectory = ReturnType<typeof createRemotesDirectory>;

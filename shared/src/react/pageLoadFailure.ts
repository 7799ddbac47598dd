import type { i18n as I18n } from 'i18next';

/**
 * A failure to download code: webpack's `ChunkLoadError` ("Loading chunk 310 failed", "Loading
 * CSS chunk 310 failed"), a failed dynamic import, or a failed script. Offline, it means the
 * page was never opened online, so its code is not in the offline cache.
 */
export function isCodeLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

export type LoadFailureKind = 'notDownloaded' | 'unreachable' | 'crashed' | 'textFailed';

export function failureKind(error: unknown, online: boolean): LoadFailureKind {
  if (!isCodeLoadError(error)) return 'crashed';
  return online ? 'unreachable' : 'notDownloaded';
}

/**
 * The words for a fallback, in the reader's language: the shell's namespace is always loaded
 * before any remote mounts, and remotes read it through the shared i18next. English stays as a
 * last resort so a reader never sees a raw key.
 */
export function failureText(i18n: Pick<I18n, 't'> | undefined, kind: LoadFailureKind) {
  const ENGLISH: Record<LoadFailureKind, [string, string]> = {
    notDownloaded: ['This page has not been downloaded yet.', 'Connect to the internet once to open it; after that it works offline.'],
    unreachable: ['This section could not be loaded.', 'Check your connection and try again. The rest of the app still works.'],
    crashed: ['This section stopped working.', 'Try again. The rest of the app still works.'],
    textFailed: ["Could not load this section's text.", 'Check your connection and try again.'],
  };
  const KEYS: Record<LoadFailureKind, [string, string]> = {
    notDownloaded: ['loadFailure.offlineTitle', 'loadFailure.offlineDetail'],
    unreachable: ['remote.failedTitle', 'remote.failedDetail'],
    crashed: ['loadFailure.crashedTitle', 'loadFailure.crashedDetail'],
    textFailed: ['loadFailure.textFailedTitle', 'remote.failedDetail'],
  };
  const t = (key: string, english: string) => (i18n ? String(i18n.t(key, { ns: 'shell', defaultValue: english })) : english);
  const [title, detail] = KEYS[kind];
  return {
    title: t(title, ENGLISH[kind][0]),
    detail: t(detail, ENGLISH[kind][1]),
    retry: t('remote.retry', 'Try again'),
  };
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

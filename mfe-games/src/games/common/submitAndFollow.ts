import type { Platform } from '@app/shared';
import type { SaveStatus } from './ResultScreen';

type Submission = Parameters<Platform['submitScore']>[0];

/**
 * Sends a finished round's score and reports what the result screen may honestly say: `sent`,
 * `queued` (kept on the phone) until the shell's queue delivers it (then `sent`) or the server
 * refuses it (then `failed`). Listening starts before the submission, so a delivery that
 * happens before `submitScore` resolves is not missed. A shell without `scoreOutcome$` (contract
 * 1.1) leaves `queued` as it is. Returns a function that stops listening.
 */
export function submitAndFollow(
  platform: Pick<Platform, 'submitScore' | 'scoreOutcome$'>,
  submission: Submission,
  report: (status: SaveStatus) => void,
): () => void {
  let stopped = false;
  let queuedId: string | undefined;
  const early = new Map<string, SaveStatus>();
  const statusOf = (outcome: 'sent' | 'rejected'): SaveStatus => (outcome === 'sent' ? 'sent' : 'failed');
  const subscription = platform.scoreOutcome$?.subscribe(({ id, outcome }) => {
    if (queuedId === undefined) early.set(id, statusOf(outcome));
    else if (id === queuedId) settle(statusOf(outcome));
  });
  function settle(status: SaveStatus) {
    if (stopped) return;
    report(status);
    if (status !== 'queued') stop();
  }
  function stop() {
    stopped = true;
    subscription?.unsubscribe();
  }
  platform.submitScore(submission).then(
    (r) => {
      if (!r.queued) return settle('sent');
      queuedId = r.id;
      settle(early.get(r.id) ?? 'queued');
    },
    () => settle('failed'),
  );
  return stop;
}

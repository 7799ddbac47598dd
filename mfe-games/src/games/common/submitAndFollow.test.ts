import { Subject } from 'rxjs';
import type { ScoreOutcome } from '@app/shared';
import type { SaveStatus } from './ResultScreen';
import { submitAndFollow } from './submitAndFollow';

const SUBMISSION = { kind: 'quiz' as const, payload: { score: 30 } };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(result: Promise<{ queued: boolean; id: string }>, withOutcomes = true) {
  const outcome$ = new Subject<ScoreOutcome>();
  const statuses: SaveStatus[] = [];
  const stop = submitAndFollow({ submitScore: () => result, ...(withOutcomes ? { scoreOutcome$: outcome$ } : {}) }, SUBMISSION, (s) => statuses.push(s));
  return { outcome$, statuses, stop };
}

describe('submitAndFollow', () => {
  it.each<[string, (o: Subject<ScoreOutcome>) => void, SaveStatus[]]>([
    ['sent at once', () => undefined, ['sent']],
    ['queued, then another score is delivered', (o) => o.next({ id: 'other', outcome: 'sent' }), ['queued']],
    ['queued, then delivered when back online', (o) => o.next({ id: 'q1', outcome: 'sent' }), ['queued', 'sent']],
    ['queued, then refused by the server', (o) => o.next({ id: 'q1', outcome: 'rejected' }), ['queued', 'failed']],
  ])('should report %s', async (name, after, expected) => {
    const queued = name !== 'sent at once';
    const { outcome$, statuses } = setup(Promise.resolve({ queued, id: 'q1' }));
    await flush();
    after(outcome$);
    expect(statuses).toEqual(expected);
  });

  it('should report sent when the queue delivered the score before submitScore resolved', async () => {
    let resolve!: (r: { queued: boolean; id: string }) => void;
    const { outcome$, statuses } = setup(new Promise((r) => (resolve = r)));
    outcome$.next({ id: 'q1', outcome: 'sent' });
    resolve({ queued: true, id: 'q1' });
    await flush();
    expect(statuses).toEqual(['sent']);
  });

  it('should report failed when the score cannot be queued', async () => {
    const { statuses } = setup(Promise.reject(new Error('Sign in to save scores.')));
    await flush();
    expect(statuses).toEqual(['failed']);
  });

  it('should keep saying queued on a shell that does not tell outcomes', async () => {
    const { statuses } = setup(Promise.resolve({ queued: true, id: 'q1' }), false);
    await flush();
    expect(statuses).toEqual(['queued']);
  });

  it('should report nothing more once stopped (a new round started)', async () => {
    const { outcome$, statuses, stop } = setup(Promise.resolve({ queued: true, id: 'q1' }));
    await flush();
    stop();
    outcome$.next({ id: 'q1', outcome: 'sent' });
    expect(statuses).toEqual(['queued']);
    expect(outcome$.observed).toBe(false);
  });
});

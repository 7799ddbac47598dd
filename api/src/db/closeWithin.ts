/**
 * Runs the shutdown steps in order and reports how it ended; if they have not finished within
 * `deadlineMs` (a database that never answers, a PGlite stuck on a full disk), reports 'timeout'
 * at the deadline instead of waiting for ever. server.ts exits on the outcome, so SIGTERM is
 * honoured whatever the database does (issue 21 point 8).
 */
export async function closeWithin(
  deadlineMs: number,
  steps: (() => Promise<unknown>)[],
  onStepError: (error: unknown) => void = () => undefined,
): Promise<'closed' | 'failed' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
  });
  const run = (async () => {
    try {
      for (const step of steps) await step();
      return 'closed' as const;
    } catch (error) {
      onStepError(error);
      return 'failed' as const;
    }
  })();
  try {
    return await Promise.race([run, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

import type { IncomingMessage } from 'node:http';
import { applyBoardPatch, type BoardPatch, type VersionedBoard } from '@app/shared/node';

type LiveBoardState = VersionedBoard;

/**
 * Reads a live board stream as the browser does: a `board` event is the whole board, a `patch`
 * event applies to it (shared applyBoardPatch). `events` holds the board after each message.
 */
export function boardEvents(res: IncomingMessage) {
  const events: LiveBoardState[] = [];
  const kinds: string[] = [];
  let buffer = '';
  const waiters: (() => void)[] = [];
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      const kind = /^event: (\w+)/m.exec(block)?.[1];
      if (kind === 'board' && data) events.push(JSON.parse(data.slice(6)) as VersionedBoard);
      if (kind === 'patch' && data) {
        const next = applyBoardPatch(events.at(-1)!, JSON.parse(data.slice(6)) as BoardPatch);
        if (!next) throw new Error(`a patch for another version: ${data}`);
        events.push(next);
      }
      if (kind) kinds.push(kind);
      waiters.splice(0).forEach((w) => w());
    }
  });
  return {
    events,
    kinds,
    async until(predicate: () => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out; saw ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    },
  };
}

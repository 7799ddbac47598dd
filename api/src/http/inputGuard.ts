import type { FastifyRequest } from 'fastify';
import { badRequest } from './httpError';
import { bidiControl, cleanName, forbiddenCharacter, NAME_FIELDS } from './textInput';

/** Deeper than any request of ours; a body nested further is refused before anything walks it. */
const MAX_DEPTH = 32;

type Part = 'body' | 'querystring' | 'params';

/**
 * Every string in a request's body, query and path, checked in one place before any route's own
 * validation: a control character (NUL included) is a 400 that names the field and the
 * character; name fields are cleaned of invisible and direction-changing characters.
 */
export function guardRequestText(request: FastifyRequest): void {
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const cleaned = walk(value, part, 0, undefined);
    if (part === 'body' && cleaned !== value) request.body = cleaned;
  }
}

/**
 * No id, count or amount of ours has more digits: such a number in a URL would overflow a column.
 * Only a value that is a number counts: a payment id (`pi_test_` and 24 random hex characters)
 * may hold a long run of digits and was refused about once in 500 payments.
 */
const LONG_NUMBER = /^[+-]?\d{16,}(\.\d*)?$/;

function walk(value: unknown, path: string, depth: number, key: string | undefined): unknown {
  if (typeof value === 'string') {
    const bad = forbiddenCharacter(value);
    if (bad) throw badRequest(`${path} contains a character that is not allowed (${bad}). Remove it and try again.`, 'invalid_characters', { field: path });
    if (!path.startsWith('body') && LONG_NUMBER.test(value)) throw badRequest(`${path} has a number that is too large.`, 'number_too_large', { field: path });
    if (key !== undefined && NAME_FIELDS.has(key)) return cleanName(value);
    const bidi = bidiControl(value);
    if (bidi)
      throw badRequest(`${path} contains a text-direction control character (${bidi}). Remove it and try again.`, 'invalid_characters', { field: path });
    return value;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(Math.trunc(value))) {
    throw badRequest(`${path} is a number too large to be right.`, 'number_too_large', { field: path });
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw badRequest(`${path} is nested too deeply.`, 'invalid_request');
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item, i) => {
      const out = walk(item, `${path}.${i}`, depth + 1, undefined);
      if (out !== item) changed = true;
      return out;
    });
    return changed ? next : value;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [k, item] of Object.entries(value)) {
    const badKey = forbiddenCharacter(k);
    if (badKey) throw badRequest(`${path} has a field name with a character that is not allowed (${badKey}).`, 'invalid_characters', { field: path });
    const out = walk(item, `${path}.${k}`, depth + 1, k);
    if (out !== item) changed = true;
    next[k] = out;
  }
  return changed ? next : value;
}

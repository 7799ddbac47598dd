import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { NAME_FIELDS } from '../../src/http/textInput';

/**
 * Every route in the OpenAPI document, sent bad values (NUL, control and direction characters,
 * huge and negative numbers, wrong types) one field at a time on an otherwise plausible request,
 * as a student, as a teacher and signed out: the answer is always a 4xx `{ code, message }`,
 * never a 5xx, and no row in the database changes.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };

type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const BAD_TEXT = ['\u0000', 'a\u0000b', 'ring\u0007', 'c1\u0085', '\u202eevil\u202c', '\u2066\u200b', '\ud800', 'x'.repeat(20_000)];
const BAD_NUMBERS = [1e308, -1e308, -1, 2 ** 53 + 2, 0.5, -0.000001];
const WRONG_TYPES = [true, null, [], {}, [[[[]]]], { $ne: 1 }];
const BAD_VALUES: unknown[] = [...BAD_TEXT, ...BAD_NUMBERS, ...WRONG_TYPES];
const BAD_URL_TEXT = ['%00', 'a%07b', '%C2%85', '%E2%80%AEx', '-1', '99999999999999999999', '1e308', '0.5', 'x'.repeat(3000)];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Whether `value` is certainly wrong for `schema` (so the api must refuse it): a control
 * character anywhere; a direction control outside a name (names are cleaned instead); the wrong
 * type; a number out of bounds or beyond 2^53; a string too long or outside its enum or pattern.
 */
function violates(schema: Schema | undefined, value: unknown, field: string | undefined): boolean {
  if (typeof value === 'string' && CONTROL.test(value)) return true;
  if (typeof value === 'string' && BIDI.test(value) && !(field && NAME_FIELDS.has(field))) return true;
  if (typeof value === 'number' && !Number.isSafeInteger(Math.trunc(value))) return true;
  if (!schema) return false;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.every((alt) => violates(alt, value, field));
  if (schema.allOf) return schema.allOf.some((alt) => violates(alt, value, field));
  if (schema.enum && !schema.enum.includes(value)) return true;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return false;
  const typeOf =
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  const fits = types.some((t) => t === typeOf || (t === 'number' && typeOf === 'integer'));
  if (!fits) return true;
  const s = schema as Schema & { maximum?: number; exclusiveMaximum?: number; maxLength?: number; pattern?: string };
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return true;
    if (s.maximum !== undefined && value > s.maximum) return true;
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return true;
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) return true;
  }
  if (typeof value === 'string') {
    if (s.maxLength !== undefined && value.length > s.maxLength) return true;
    if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) return true;
  }
  return false;
}

/** Plausible values for fields whose shape a generic generator would get wrong. */
const KNOWN: Record<string, unknown> = {
  mykad: '120315101234',
  mykad_number: '120315101234',
  pin: '123456',
  key: 'Solvallar2025',
  code: 'ABCD-EFGH-JKLM',
  topic_key: 'pre-generated-ta-animals-y2',
  quiz_category: 'Search',
  language: 'ta',
  client_id: randomUUID(),
  clientId: randomUUID(),
  time_submitted: new Date().toISOString(),
  email: 'fuzz@example.test',
  user_email: 'fuzz@example.test',
  country: 'MY',
  state: 'Johor',
  school_state: 'Johor',
  school_name: 'SK Fuzz',
  phone_number: '0123456789',
  first_name: 'Fuzz',
  last_name: 'Test',
  name: 'Fuzz',
  level: 1,
  score: 1,
  duration_ms: 60_000,
  period: 'all',
  scope: 'everyone',
  contest_category: 'Solvallar2025',
  playerToken: 'x'.repeat(20),
};

function plausible(schema: Schema | undefined, name?: string, depth = 0): unknown {
  if (name && name in KNOWN) return KNOWN[name];
  if (!schema || depth > 4) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return plausible(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = plausible(sub, key, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items, undefined, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'fuzz@example.test';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'a';
  }
}

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  what: string;
  /** certainly invalid: must be a 4xx; otherwise only "never a 5xx" is asked */
  mustRefuse: boolean;
}

function probesFor(method: string, path: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, String(plausible(p.schema, p.name))]));
  const queryValues = Object.fromEntries(queryParams.map((p) => [p.name, String(plausible(p.schema, p.name))]));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? plausible(bodySchema) : undefined;
  const reads = method === 'GET';
  const urlOf = (pv: Record<string, string>, qv: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, n: string) => pv[n] ?? 'a');
    const query = Object.entries(qv)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return query ? `${filled}?${query}` : filled;
  };
  const urlProbe = (p: Parameter, bad: string) => {
    const decoded = decodeURIComponent(bad);
    const numeric = Number(decoded);
    const asValue = p.schema?.type === 'integer' || p.schema?.type === 'number' ? (Number.isFinite(numeric) ? numeric : decoded) : decoded;
    return { mustRefuse: /\d{16,}/.test(decoded) || violates(p.schema, asValue, p.name), bad };
  };
  const probes: Probe[] = [];
  for (const [kind, list, values] of [
    ['path', pathParams, pathValues],
    ['query', queryParams, queryValues],
  ] as const) {
    for (const p of list) {
      for (const bad of BAD_URL_TEXT) {
        const { mustRefuse } = urlProbe(p, bad);
        // a plausible value is only worth sending where it cannot write anything
        if (!mustRefuse && !reads) continue;
        const url = kind === 'path' ? urlOf({ ...values, [p.name]: bad }, queryValues) : urlOf(pathValues, { ...values, [p.name]: bad });
        probes.push({ method, url, body, what: `${kind} ${p.name}=${bad.slice(0, 20)}`, mustRefuse });
      }
    }
  }
  if (bodySchema) {
    const url = urlOf(pathValues, queryValues);
    for (const bad of [...BAD_VALUES, 'a string, not an object']) {
      if (violates(bodySchema, bad, undefined)) probes.push({ method, url, body: bad, what: `body=${JSON.stringify(bad)?.slice(0, 20)}`, mustRefuse: true });
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const field of Object.keys(body)) {
        for (const bad of BAD_VALUES) {
          if (violates(bodySchema.properties?.[field], bad, field))
            probes.push({ method, url, body: { ...body, [field]: bad }, what: `body.${field}=${JSON.stringify(bad)?.slice(0, 20)}`, mustRefuse: true });
        }
      }
    }
  }
  return probes;
}

/** Every table's rows, fingerprinted; rate-limit counters are meant to move and are left out. */
async function fingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const tables = (
    await ctx.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY table_name`,
    )
  ).rows;
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const row = (
      await ctx.db.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table_name}" t`,
      )
    ).rows[0]!;
    out[table_name] = `${row.n}:${row.h}`;
  }
  return out;
}

describe('fuzz: every route in the OpenAPI document answers bad values with a 4xx, never a 5xx, changing nothing', () => {
  let ctx: TestContext;
  let tokens: ({ authorization: string } | undefined)[];
  before(async () => {
    ctx = await buildTestApp({ seed: true });
    const id = async (mykad: string) =>
      String(
        (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE mykad_hash = ANY($1::text[])', [ctx.config.mykad.lookupHashes(mykad)])).rows[0]!.id,
      );
    tokens = [ctx.authHeader(await id('120315101234'), 'student'), ctx.authHeader(await id('790923105337'), 'teacher'), undefined];
  });
  after(() => ctx.close());

  it('should hold for every operation', async () => {
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const before = await fingerprint(ctx);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      // the live board's event stream stays open by design; its ticket check is covered in the boards tests
      if (path.endsWith('/events')) continue;
      for (const [method, op] of Object.entries(operations)) {
        for (const probe of probesFor(method.toUpperCase(), path, op)) {
          const headers = tokens[sent++ % tokens.length];
          const res = await ctx.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers: { ...(headers ?? {}), ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
            remoteAddress: `10.99.${sent % 250}.${Math.floor(sent / 250) % 250}`,
          });
          const json = (() => {
            try {
              return res.json() as { code?: unknown; message?: unknown };
            } catch {
              return undefined;
            }
          })();
          const refused = res.statusCode >= 400 && res.statusCode < 500 && typeof json?.code === 'string' && typeof json?.message === 'string';
          const ok = probe.mustRefuse ? refused : res.statusCode < 500;
          if (!ok)
            failures.push(`${probe.method} ${path} ${probe.what} [${headers ? 'signed in' : 'signed out'}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect({ sent: sent > 1000, failures: failures.slice(0, 40), count: failures.length }).toEqual({ sent: true, failures: [], count: 0 });
    expect(await fingerprint(ctx)).toEqual(before);
  });
});

import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';

/**
 * /docs is the api's contract with the apps: every route says what it answers on success and on
 * failure. A route added without a response schema fails here, naming itself.
 */

type JsonSchema = { type?: string | string[]; properties?: Record<string, unknown>; required?: string[] };
type Response = { content?: Record<string, { schema?: JsonSchema }> };
type Operation = { responses?: Record<string, Response> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function operations(doc: OpenApiDocument): { route: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** The schemas a response declares, whatever its media type (JSON, CSV, an event stream). */
const schemasOf = (response: Response | undefined): JsonSchema[] =>
  Object.values(response?.content ?? {}).flatMap((media) => (media.schema ? [media.schema] : []));

describe('GET /docs/json (the OpenAPI document)', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  before(async () => {
    ctx = await buildTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  after(() => ctx.close());

  it('should list the api routes', () => {
    // every resource folder registers routes; a drop this large means routes went missing
    expect(operations(doc).length).toBeGreaterThan(80);
  });

  it('should give every route a response schema for its success status', () => {
    const missing = operations(doc)
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return success.length === 0 || success.some(([, response]) => schemasOf(response).length === 0);
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it("should describe every route's failures as { code, message }", () => {
    const undescribed = operations(doc)
      .filter(({ operation }) => {
        const failures = Object.entries(operation.responses ?? {}).filter(([status]) => /^[45]/.test(status));
        const described = (response: Response) => schemasOf(response).some((s) => s.properties?.code && s.properties?.message && s.required?.includes('code'));
        return !failures.some(([status]) => status === '4XX') || !failures.every(([, response]) => described(response));
      })
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });
});

describe('errors as the document describes them', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  it('should answer a refused request with its code and message and keep the extra fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/redeem',
      payload: { first_name: 'A', last_name: 'B', school_name: 'S', school_state: 'Selangor' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'not_logged_in', message: 'User not logged in', success: false });
  });

  it('should answer a request that fails its schema with 400 invalid_request naming the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/syllabus?language=xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
    expect(res.json().message).toContain('querystring.language');
  });
});

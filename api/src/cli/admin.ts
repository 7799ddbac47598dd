/* Admin operations over the running api, with the admin token (never a browser). */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const HELP = `Admin CLI for the store, orders, coupons and school licenses.

It talks to a running api over HTTP with the admin token, so it works the same against PGlite or
PostgreSQL and never opens the database itself.

usage: pnpm --filter @app/api exec tsx src/cli/admin.ts <command> [options]

commands:
  products [--include 770,775]                 list products
  product:create --name N --price P [--sale S] [--type subscription|contest|simple]
                 [--id ID] [--stock instock|outofstock] [--plan-id teacher_plus]
                 [--category teacher|student] [--meta key=value ...]
  product:update ID [--price P] [--sale S|''] [--stock instock|outofstock] [--name N]
  coupon:create --code GURU20 --amount 20 [--type percent|fixed_cart] [--limit N] [--expires ISO]
  order:complete ORDER_ID                      mark a manual (e.g. bank-transfer) order paid
  order:status ORDER_ID STATUS                 pending|on-hold|processing|completed|cancelled|refunded|failed
  orders CUSTOMER_ID                           list a customer's orders
  license:set --school N --state S [--country MY] --seats N [--expires ISO] [--status active|suspended|expired]
  license:seats --school N --state S [--country MY]   seats used and who holds them
  mykad:rekey                                  after adding a key to MYKAD_HMAC_SECRET on every instance,
                                               re-key every stored MyKad hash (docs/adr/0018)

connection:
  --api URL      api base URL (default: API_URL, else http://127.0.0.1:$PORT, else :8080)
  --token T      admin token (default: ADMIN_TOKEN, else <DATA_DIR>/admin.secret)
`;

type Flags = Record<string, string[]>;

function parse(argv: string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const key = a.slice(2);
      const next = argv[i + 1];
      const value = next !== undefined && !next.startsWith('--') ? (i++, next) : 'true';
      (flags[key] ??= []).push(value);
    } else positional.push(a);
  }
  return { positional, flags };
}

const one = (flags: Flags, key: string): string | undefined => flags[key]?.[0];
function need(flags: Flags, key: string): string {
  const v = one(flags, key);
  if (v === undefined) throw new Error(`--${key} is required`);
  return v;
}

function adminToken(flags: Flags): string {
  const explicit = one(flags, 'token') ?? process.env.ADMIN_TOKEN;
  if (explicit) return explicit;
  const file = join(resolve(process.env.DATA_DIR ?? '.data'), 'admin.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('no admin token: pass --token, set ADMIN_TOKEN, or set DATA_DIR to the api data folder');
}

async function call(flags: Flags, method: string, path: string, body?: unknown): Promise<unknown> {
  const base = one(flags, 'api') ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken(flags)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`${res.status}: ${data.message ?? res.statusText}`);
  return data;
}

const school = (flags: Flags) => ({ school_name: need(flags, 'school'), school_state: need(flags, 'state'), school_country: one(flags, 'country') ?? 'MY' });

export async function run(argv: string[]): Promise<unknown> {
  const { positional, flags } = parse(argv);
  const [command, ...rest] = positional;
  switch (command) {
    case 'mykad:rekey':
      return call(flags, 'POST', '/wp-json/custom/v1/admin/mykad-rekey');
    case 'products':
      return call(flags, 'GET', `/wp-json/wc/v3/products?per_page=100${one(flags, 'include') ? `&include=${one(flags, 'include')}` : ''}`);
    case 'product:create': {
      const meta = (flags.meta ?? []).map((kv) => ({ key: kv.split('=')[0]!, value: kv.slice(kv.indexOf('=') + 1) }));
      if (one(flags, 'plan-id'))
        meta.push({ key: 'plan_id', value: one(flags, 'plan-id')! }, { key: 'plan_category', value: one(flags, 'category') ?? 'teacher' });
      return call(flags, 'POST', '/wp-json/wc/v3/products', {
        ...(one(flags, 'id') ? { id: Number(one(flags, 'id')) } : {}),
        name: need(flags, 'name'),
        type: one(flags, 'type') ?? 'subscription',
        regular_price: need(flags, 'price'),
        ...(one(flags, 'sale') !== undefined ? { sale_price: one(flags, 'sale') } : {}),
        stock_status: one(flags, 'stock') ?? 'instock',
        meta_data: meta,
      });
    }
    case 'product:update':
      return call(flags, 'PUT', `/wp-json/wc/v3/products/${Number(rest[0])}`, {
        ...(one(flags, 'price') !== undefined ? { regular_price: one(flags, 'price') } : {}),
        ...(one(flags, 'sale') !== undefined ? { sale_price: one(flags, 'sale') } : {}),
        ...(one(flags, 'stock') ? { stock_status: one(flags, 'stock') } : {}),
        ...(one(flags, 'name') ? { name: one(flags, 'name') } : {}),
      });
    case 'coupon:create':
      return call(flags, 'POST', '/wp-json/wc/v3/coupons', {
        code: need(flags, 'code'),
        amount: need(flags, 'amount'),
        discount_type: one(flags, 'type') ?? 'percent',
        ...(one(flags, 'limit') ? { usage_limit: Number(one(flags, 'limit')) } : {}),
        ...(one(flags, 'expires') ? { date_expires: one(flags, 'expires') } : {}),
      });
    case 'order:complete':
      return call(flags, 'PUT', `/wp-json/wc/v3/orders/${Number(rest[0])}`, { status: 'completed' });
    case 'order:status':
      return call(flags, 'PUT', `/wp-json/wc/v3/orders/${Number(rest[0])}`, { status: rest[1] });
    case 'orders':
      return call(flags, 'GET', `/wp-json/wc/v3/orders?customer=${Number(rest[0])}&per_page=100`);
    case 'license:set':
      return call(flags, 'POST', '/wp-json/custom/v1/school-license', {
        ...school(flags),
        seats: Number(need(flags, 'seats')),
        ...(one(flags, 'expires') ? { expires_at: one(flags, 'expires') } : {}),
        status: one(flags, 'status') ?? 'active',
      });
    case 'license:seats': {
      const q = new URLSearchParams(school(flags)).toString();
      return call(flags, 'GET', `/wp-json/custom/v1/school-license/seats?${q}`);
    }
    default:
      return HELP;
  }
}

if (require.main === module) {
  run(process.argv.slice(2))
    .then((out) => console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2)))
    .catch((error: Error) => {
      console.error(`admin: ${error.message}`);
      process.exit(1);
    });
}

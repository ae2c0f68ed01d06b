/**
 * A corpus of malformed requests over every operation of the served OpenAPI document, on
 * both databases: wrong types, missing and unknown fields, huge strings, NUL characters,
 * lone surrogates, deep nesting, bad JSON, invalid UTF-8, wrong content types, bad path
 * parameters, bad query strings and bad headers, generated with a fixed seed. No answer may
 * be a 5xx, and every error must be `{ error: { code, message, path? } }`.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflinePaymentProvider, createStripePaymentProvider, type PaymentProvider } from '../../server/index.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const SEED = 20_260_814;
/** Requests per backend; the corpus figure in the README. */
const RUNS = 1_000;
const WEBHOOK_SECRET = 'whsec_corpus_test_secret';

/** Stripe's webhook signature, computed here from its documented scheme (HMAC-SHA256 of `t.body`). */
function stripeSignature(body: string | Buffer, secret = WEBHOOK_SECRET): string {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The offline provider for charges, Stripe's own webhook parsing (no network) for the webhook. */
function corpusPayments(): PaymentProvider {
  const offline = createOfflinePaymentProvider();
  const stripe = createStripePaymentProvider('sk_test_corpus_not_a_real_key', WEBHOOK_SECRET);
  return { ...offline, parseWebhook: stripe.parseWebhook.bind(stripe) };
}

/**
 * JSON `levels` objects (or arrays) deep. Stands in the generated value as a marker string that
 * `serialize` swaps for the deep text, so building the corpus never recurses that deep.
 */
function nested(levels: number, array = false): string {
  return `__DEEP_${levels}_${array ? 'a' : 'o'}__`;
}

function deepText(levels: number, array: boolean): string {
  return array ? '['.repeat(levels) + '1' + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** JSON text of a generated value, deep markers expanded. */
function serialize(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.replace(/"__DEEP_(\d+)_([ao])__"/g, (_m, n: string, kind: string) => deepText(Number(n), kind === 'a'));
}

/** Generated values are shared between samples: a copy goes into each body. */
function copy<T>(v: T): T {
  return v && typeof v === 'object' ? (JSON.parse(JSON.stringify(v)) as T) : v;
}

/** A valid body for each request schema, mutated by the corpus. */
const VALID_BODIES: Record<string, () => unknown> = {
  CartInput: () => burgerCart(),
  OrderRequest: () => burgerCart({ expectedInvoiceCents: 2550 }),
  ContactForm: () => ({ location: 'srvtest', name: 'Ana', email: 'ana@example.com', message: 'Hello' }),
  CateringForm: () => ({ location: 'srvtest', name: 'Ana', email: 'ana@example.com', phone: '2135550199', eventDate: '2025-07-01', eventTime: '18:00', guestCount: 20, eventType: 'wedding' }),
  Subscription: () => ({ email: 'sub@example.com', name: 'Ana', shopId: 'srvtest' }),
  Rewards: () => ({ action: 'click-link', originalPhone: '(213) 555-0142' }),
  PhoneVerification: () => ({ phone: '(213) 555-0143' }),
  PhoneVerificationConfirm: () => ({ phone: '(213) 555-0143', code: '123456' }),
  Tip: () => ({ tipsInCents: 300 }),
  DeliveryQuoteRequest: () => ({ address: '1 Main St, Los Angeles', cart: burgerCart() }),
  StaffSignIn: () => ({ email: 'nobody@example.com', password: 'not the password' }),
  StaffPasswordChange: () => ({ currentPassword: 'not the password', newPassword: 'a new password here' }),
  StaffInvite: () => ({ email: 'new@example.com', role: 'staff', sites: ['srvtest'] }),
  StatusChange: () => ({ status: 'accepted', prepMinutes: 20 }),
  WebhookEndpoints: () => ({ endpoints: [{ url: 'https://pos.example.com/hooks', secret: 'a-secret-of-sixteen+', events: ['order.placed'] }] }),
  StripeEvent: () => ({ id: 'evt_corpus', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_corpus', object: 'payment_intent' } } }),
};

const HUGE = 'x'.repeat(70_000);
const LONG = 'y'.repeat(5_000);

/** A value that does not belong where it is put. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    'a\u0000b', '\u0000', 'x\ud800y', '\udc00', '\ud83d', '', ' ', LONG, HUGE, null, true, false, 0, -1, -0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308,
    [], {}, [null], JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }, 'NaN', 'Infinity', '1e999', '2025-13-45', '0NaN',
    '<script>alert(1)</script>', "'; DROP TABLE orders; --", '../../etc/passwd', '%00', '\r\nSet-Cookie: a=b', '🍔'.repeat(50), 'ASAP',
  ),
  fc.constantFrom(1_200, 2_000, 6_000).map((n) => nested(n)),
  fc.constantFrom(1_200, 5_000).map((n) => nested(n, true)),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 3 }),
);

/** Raw bodies that are not a JSON object. */
const RAW_BODIES: Array<string | Buffer> = [
  '', '{', '{"a":', '}', 'null', 'true', '42', '"text"', '[]', '[1,2', '{"products": [}', "{'single': 'quotes'}", '{"a":1,}', 'NaN',
  '{"a":1}{"b":2}', '\u0000', '{"\u0000":1}', '{"products":"\ud800"}', '{"__proto__":{"isAdmin":true},"products":[]}', '{"constructor":{"prototype":{"x":1}}}',
  Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  '['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), `{"products":[${'{},'.repeat(30_000)}{}]}`,
  `{"name":"${'z'.repeat(70_000)}"}`, '{"products":[{"productId":"p-cookie","quantity":1e400}]}', '{"a":-}', '{"a":01}', '{"a":"\\x41"}', '{"a":"\\ud800"}',
];

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz', 'application/xml', 'application/vnd.api+json', 'application/json, text/plain', '*/*', 'application/JSON', 'application/octet-stream',
];

/** Path parameter values: real ones mostly, the rest wrong in every way a URL can be. */
const PATH_PARAMS = [
  '$REAL', 'nope', 'SRVTEST', 'srvtest ', 'x'.repeat(101), 'x'.repeat(100), '%zz', '%', '%00', '%ED%A0%80', '%F0%9F%8D%94', '..%2F..',
  '%2e%2e', '__proto__', 'constructor', 'null', 'undefined', '0', '-1', "'%20OR%201=1", '%0D%0ASet-Cookie:%20a=b', '%C3%28', encodeURIComponent('é'.repeat(60)),
];

const QUERY_VALUES = [
  '', 'a', '2135550199', '(213)%20555-0199', '%00', '213555%000199', '%zz', '%', 'x'.repeat(9_000), 'y'.repeat(300), '0NaN-01-01', '2025-06-18T12:00:00Z', '2025-02-30T25:61:00Z',
  'Infinity', '-1', '%ED%A0%80', '%F0%9F%8D%94', '1e400', 'Main%20St', '[]', '{}', '%0D%0A',
];

const HEADER_VALUES = ['', ' ', 'x', 'Bearer', 'Bearer x', 'bearer wrong', 'Basic YTpi', 'x'.repeat(300), 'x'.repeat(8_000), '\tkey\t', 'a b c', 'null', '0', '"quoted"', '$NEW_KEY'];

interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[];
  readonly headers: readonly string[];
  readonly body: string | undefined;
}

/** Every operation of the served document. */
function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const params: any[] = op.parameters ?? [];
      const ref: string | undefined = op.requestBody?.content?.['application/json']?.schema?.$ref;
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        headers: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: ref ? ref.split('/').pop() : method === 'post' && path.includes('webhook') ? 'StripeEvent' : undefined,
      });
    }
  }
  return ops;
}

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'valid' }
  | { kind: 'mutate'; edits: Array<{ target: number; action: 'set' | 'delete' | 'add'; key: string; value: unknown }> }
  | { kind: 'raw'; raw: number }
  | { kind: 'top'; value: unknown };

interface Plan {
  readonly op: number;
  readonly params: number[];
  readonly query: Array<{ name: number; value: number } | null>;
  readonly extraQuery: string | null;
  readonly headers: Array<{ name: number; value: number; junk: string } | null>;
  readonly body: BodyPlan;
  readonly contentType: number | null;
  readonly signature: 'valid' | 'wrong' | 'none';
}

/** An index into a list of `length`, every one equally likely (fast-check favours small numbers otherwise). */
const pick = (length: number) => fc.noBias(fc.nat(length - 1));

/** Plan `i` is for operation `i mod the number of operations`, so each gets its share. */
function planArbitrary(): fc.Arbitrary<Plan> {
  const edit = fc.record({
    target: fc.noBias(fc.nat(1000)),
    action: fc.constantFrom('set' as const, 'delete' as const, 'add' as const),
    key: fc.constantFrom('x', '', '__proto__', 'constructor', 'a\u0000', '\ud800', 'products', 'shopId', 'k'.repeat(300)),
    value: nasty,
  });
  return fc.record({
    op: fc.constant(0),
    // Two in three are the real shop and order, so the rest of the request is what gets checked.
    params: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: pick(PATH_PARAMS.length) }), { minLength: 2, maxLength: 2 }),
    query: fc.array(fc.option(fc.record({ name: pick(8), value: pick(QUERY_VALUES.length) }), { nil: null }), { minLength: 1, maxLength: 2 }),
    extraQuery: fc.option(fc.constantFrom('phone=1&phone=2', 'q=a&q=b&q=c', 'at=1&at=2', '%zz=1', 'a[b][c]=1', '&&&', '=', 'x'.repeat(2_000) + '=1', '__proto__[x]=1'), { nil: null }),
    headers: fc.array(fc.option(fc.record({ name: pick(12), value: pick(HEADER_VALUES.length), junk: fc.string({ maxLength: 20 }) }), { nil: null }), { minLength: 1, maxLength: 2 }),
    body: fc.oneof(
      { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
      { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'valid' }) },
      { weight: 6, arbitrary: fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits): BodyPlan => ({ kind: 'mutate', edits })) },
      { weight: 3, arbitrary: pick(RAW_BODIES.length).map((raw): BodyPlan => ({ kind: 'raw', raw })) },
      { weight: 1, arbitrary: nasty.map((value): BodyPlan => ({ kind: 'top', value })) },
    ),
    contentType: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: pick(CONTENT_TYPES.length) }),
    signature: fc.constantFrom('valid' as const, 'valid' as const, 'wrong' as const, 'none' as const),
  });
}

/** Every [container, key] pair inside a JSON value, depth first (the root is the container of nothing). */
function slots(value: unknown): Array<[Record<string, unknown> | unknown[], string | number]> {
  const out: Array<[Record<string, unknown> | unknown[], string | number]> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((inner, i) => (out.push([v, i]), walk(inner)));
    else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) (out.push([v as Record<string, unknown>, k]), walk(inner));
  };
  walk(value);
  return out;
}

function applyEdits(base: unknown, edits: Extract<BodyPlan, { kind: 'mutate' }>['edits']): unknown {
  for (const e of edits) {
    const all = slots(base);
    const [container, key] = all.length > 0 ? all[e.target % all.length]! : [base as Record<string, unknown>, 'x'];
    const target = container as Record<string | number, unknown>;
    if (e.action === 'delete') {
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete target[key];
    } else if (e.action === 'set') {
      target[key] = copy(e.value);
    } else {
      const inner = target[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) Object.defineProperty(inner, e.key, { value: copy(e.value), enumerable: true, configurable: true, writable: true });
      else target[key] = copy(e.value);
    }
  }
  return base;
}

interface Built {
  readonly label: string;
  readonly operationId: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer | undefined;
}

function build(plan: Plan, ops: readonly Operation[], real: { shopId: string; orderId: string }): Built {
  const op = ops[plan.op]!;
  let i = 0;
  const path = op.path.replace(/\{([A-Za-z]+)\}/g, (_m, name: string) => {
    const pick = PATH_PARAMS[plan.params[i++ % plan.params.length]!]!;
    return pick === '$REAL' ? (name === 'shopId' ? real.shopId : real.orderId) : pick;
  });
  const query: string[] = [];
  for (const q of plan.query) {
    if (!q) continue;
    const names = op.query.length > 0 ? op.query : ['unexpected'];
    query.push(`${names[q.name % names.length]}=${QUERY_VALUES[q.value]}`);
  }
  // Declared, required query parameters get a usable value when the plan leaves them out.
  for (const name of op.query) if (!query.some((s) => s.startsWith(`${name}=`)) && plan.query[0] === null) query.push(`${name}=${name === 'phone' ? '2135550199' : 'Main%20St'}`);
  if (plan.extraQuery) query.push(plan.extraQuery);
  const url = path + (query.length > 0 ? `?${query.join('&')}` : '');

  const headers: Record<string, string> = {};
  const headerNames = [...op.headers, 'Authorization', 'X-Phone-Token', 'Idempotency-Key', 'Cookie', 'If-None-Match', 'Accept'];
  for (const h of plan.headers) {
    if (!h) continue;
    const value = HEADER_VALUES[h.value]!;
    // Header values must be visible ASCII (fetch refuses the rest): the junk is filtered to that.
    headers[headerNames[h.name % headerNames.length]!] = value === '$NEW_KEY' ? newKey() : value + h.junk.replace(/[^\x21-\x7e]/g, '');
  }
  if (op.headers.includes('Idempotency-Key') && !('Idempotency-Key' in headers)) headers['Idempotency-Key'] = newKey();

  let body: string | Buffer | undefined;
  let label: string = plan.body.kind;
  if (plan.body.kind !== 'none' && op.method !== 'GET') {
    const make = VALID_BODIES[op.body ?? 'CartInput']!;
    if (plan.body.kind === 'valid') body = JSON.stringify(make());
    else if (plan.body.kind === 'mutate') body = serialize(applyEdits(make(), plan.body.edits));
    else if (plan.body.kind === 'top') body = serialize(plan.body.value);
    else {
      body = RAW_BODIES[plan.body.raw]!;
      label = `raw#${plan.body.raw}`;
    }
    headers['content-type'] = plan.contentType === null ? 'application/json' : CONTENT_TYPES[plan.contentType]!;
  } else if (plan.contentType !== null) {
    headers['content-type'] = CONTENT_TYPES[plan.contentType]!;
  }
  if (op.body === 'StripeEvent' && plan.signature !== 'none') {
    headers['Stripe-Signature'] = plan.signature === 'valid' ? stripeSignature(body ?? '') : stripeSignature(body ?? '', 'whsec_wrong');
  }
  return { label, operationId: op.operationId, method: op.method, url, headers, body };
}

const SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** What is wrong with one answer, or undefined when it keeps the promise. */
function problem(status: number, contentType: string, raw: Buffer): string | undefined {
  if (status >= 500) return `answered ${status}: ${raw.toString('utf8').slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!contentType.includes('application/json')) return `${status} with content-type ${contentType}`;
  let body: any;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return `${status} with a body that is not JSON: ${raw.toString('utf8').slice(0, 100)}`;
  }
  const e = body?.error;
  if (!e || typeof e !== 'object') return `${status} without an error object: ${JSON.stringify(body).slice(0, 200)}`;
  if (typeof e.code !== 'string' || !SNAKE.test(e.code)) return `${status} with code ${JSON.stringify(e.code)}`;
  if (typeof e.message !== 'string' || e.message.length === 0) return `${status} ${e.code} without a message`;
  if (e.path !== undefined && typeof e.path !== 'string') return `${status} ${e.code} with path ${JSON.stringify(e.path)}`;
  const extra = Object.keys(e).filter((k) => !['code', 'message', 'path'].includes(k));
  if (extra.length > 0) return `${status} ${e.code} with extra error fields ${extra.join(', ')}`;
  return undefined;
}

/** Runs `jobs` with at most `width` in flight. */
async function pool<T, R>(items: readonly T[], width: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await job(items[i]!);
    }
  }));
  return out;
}

describe.each(BACKENDS)('malformed request corpus on %s', (backend) => {
  let s: TestServer;
  let ops: Operation[];
  let orderId: string;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      label: 'corpus',
      paymentProvider: corpusPayments(),
      rateLimits: { formsPerMinute: 100_000, cashbackPerMinute: 100_000 },
    });
    ops = operationsOf((await call(s.url, 'GET', '/api/openapi.json')).body);
    // A real card order, so order, receipt and tip requests reach the code behind the lookup.
    const placed = await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    orderId = placed.body.orderId;
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it(`answers ${RUNS} generated malformed requests over every operation without a 5xx, every error in the error shape`, async () => {
    expect(ops.length).toBeGreaterThanOrEqual(21);
    const plans = fc.sample(planArbitrary(), { seed: SEED, numRuns: RUNS }).map((p, i) => ({ ...p, op: i % ops.length }));
    const requests = plans.map((p) => build(p, ops, { shopId: 'srvtest', orderId }));
    // Every operation is in the corpus, and most requests carry something wrong.
    expect(new Set(requests.map((r) => r.operationId))).toEqual(new Set(ops.map((o) => o.operationId)));
    const answers = await pool(requests, 6, async (r) => {
      try {
        const stop = new AbortController();
        const res = await fetch(s.url + r.url, { method: r.method, headers: r.headers, signal: stop.signal, ...(r.body !== undefined ? { body: typeof r.body === 'string' ? r.body : new Uint8Array(r.body) } : {}) });
        const type = res.headers.get('content-type') ?? '';
        // An events stream that opened (the real order's) never ends by itself: its status and
        // type are the answer.
        if (res.status === 200 && type.startsWith('text/event-stream')) {
          stop.abort();
          return { r, status: res.status, why: undefined };
        }
        const raw = Buffer.from(await res.arrayBuffer());
        return { r, status: res.status, why: problem(res.status, type, raw) };
      } catch (err) {
        return { r, status: 0, why: `no answer: ${String((err as Error).cause ?? err)}` };
      }
    });
    const failures = answers.filter((a) => a.why).map((a) => `${a.r.method} ${a.r.url.slice(0, 120)} [${a.r.operationId}, ${a.r.label}, ${a.r.headers['content-type'] ?? '-'}]: ${a.why}`);
    expect(failures).toEqual([]);
    const errors = answers.filter((a) => a.status >= 400).length;
    // The corpus is malformed: most answers are refusals, and no operation is refused wholesale for nothing.
    expect(errors).toBeGreaterThan(RUNS * 0.6);
    const statuses = new Set(answers.map((a) => a.status));
    for (const expected of [400, 404, 413, 414, 415]) expect(statuses).toContain(expected);
  }, 120_000);

  it('a correctly signed Stripe event without a payment intent id is 400 BAD_WEBHOOK_EVENT, not 500', async () => {
    for (const event of [
      { id: 'evt_1', type: 'payment_intent.succeeded', data: null },
      { id: 'evt_2', type: 'payment_intent.payment_failed', data: { object: { id: 42 } } },
      { id: 'evt_3', type: 'payment_intent.succeeded' },
      null,
    ]) {
      const body = JSON.stringify(event);
      const r = await call(s.url, 'POST', '/api/stripe/webhook', body, { 'Stripe-Signature': stripeSignature(body) });
      expect(r.status, body).toBe(400);
      expect(r.body.error.code).toBe('BAD_WEBHOOK_EVENT');
    }
    const notJson = '{"type": "payment_intent.succeeded",';
    const bad = await call(s.url, 'POST', '/api/stripe/webhook', notJson, { 'Stripe-Signature': stripeSignature(notJson) });
    expect(bad.body.error.code).toBe('BAD_WEBHOOK_EVENT');
    const wrongKey = await call(s.url, 'POST', '/api/stripe/webhook', JSON.stringify({ type: 'x' }), { 'Stripe-Signature': stripeSignature('{}') });
    expect([wrongKey.status, wrongKey.body.error.code]).toEqual([400, 'BAD_SIGNATURE']);
    // A good event is still accepted, and marks nothing paid that it does not name.
    const good = JSON.stringify(VALID_BODIES.StripeEvent!());
    const ok = await call(s.url, 'POST', '/api/stripe/webhook', good, { 'Stripe-Signature': stripeSignature(good) });
    expect([ok.status, ok.body]).toEqual([200, { received: true }]);
  });
});

/**
 * The served OpenAPI document works with the tools integrators use: redocly's recommended
 * rules find no problem in it, openapi-typescript generates types from it, the types check
 * with tsc, and a typed openapi-fetch client lists a menu, prices a cart and places an order
 * on a running server (both databases).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../server/openapi-types.js';
import { FIXTURE_SHOPS, REPO, backends, burgerCart, call, countOrders, newKey, startTestServer, verifyPhone, type TestServer } from './harness.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const BACKENDS = await backends();

/** The order the typed client places (its shape is checked by tsc against the generated types). */
const CLIENT_SOURCE = `
import type createClientType from 'openapi-fetch';
import type { paths } from './api.js';

type Create = typeof createClientType;

export async function placeThroughClient(createClient: Create, baseUrl: string, idempotencyKey: string) {
  const client = createClient<paths>({ baseUrl });
  const menu = await client.GET('/api/shops/{shopId}/menu', { params: { path: { shopId: 'srvtest' } } });
  if (!menu.data) throw new Error('menu: ' + JSON.stringify(menu.error));
  const products = menu.data.categories.flatMap((c) => c.products);
  const burger = products.find((p) => p.id === 'p-burger');
  const cookie = products.find((p) => p.id === 'p-cookie');
  const fries = burger?.modgroups?.flatMap((g) => g.modifiers).find((m) => m.id === 'm-fries');
  if (!burger || !cookie || !fries) throw new Error('the fixture menu lacks the burger, fries or cookie');
  const cart = {
    shopId: 'srvtest',
    products: [
      { productId: burger.id, quantity: 2, customerPicks: { [fries.id]: true } },
      { productId: cookie.id, quantity: 1 },
    ],
    cartType: 'PICKUP' as const,
    paymentType: 'CASH' as const,
    pickupTime: 'ASAP',
    name: 'Ana Lee',
    phone: '(213) 555-0199',
  };
  const quote = await client.POST('/api/shops/{shopId}/quote', { params: { path: { shopId: 'srvtest' } }, body: cart });
  if (!quote.data) throw new Error('quote: ' + JSON.stringify(quote.error));
  const placed = await client.POST('/api/shops/{shopId}/orders', {
    params: { path: { shopId: 'srvtest' }, header: { 'Idempotency-Key': idempotencyKey } },
    body: { ...cart, expectedInvoiceCents: quote.data.totals.invoiceCents },
  });
  if (!placed.data) throw new Error('order: ' + JSON.stringify(placed.error));
  const readBack = await client.GET('/api/shops/{shopId}/orders/{orderId}', { params: { path: { shopId: 'srvtest', orderId: placed.data.orderId } } });
  if (!readBack.data) throw new Error('read back: ' + JSON.stringify(readBack.error));
  // A refusal comes back typed as the shared error shape.
  const refused = await client.POST('/api/shops/{shopId}/quote', { params: { path: { shopId: 'no-such-shop' } }, body: cart });
  const errorCode: string | undefined = refused.error?.error.code;
  return {
    prices: { burger: burger.priceCents, fries: fries.priceCents, cookie: cookie.priceCents },
    quoteTotals: quote.data.totals,
    placedStatus: placed.response.status,
    orderId: placed.data.orderId,
    orderTotals: placed.data.quote.totals,
    readBackTotals: readBack.data.totals,
    readBackOrderId: readBack.data.orderId,
    refused: { status: refused.response.status, code: errorCode },
  };
}

// The generated types are real: a cart line without a product id does not compile.
export function wrongBody(createClient: Create) {
  const client = createClient<paths>({ baseUrl: 'http://localhost' });
  // @ts-expect-error productId is required in a cart line
  return client.POST('/api/shops/{shopId}/quote', { params: { path: { shopId: 'srvtest' } }, body: { products: [{ quantity: 1 }] } });
}
`;

/** The fixture menu's prices in cents and the shop's tax percentage, read from the shop's files themselves. */
function fixturePrices(): { burger: number; fries: number; cookie: number; taxPercent: number } {
  const menu = JSON.parse(readFileSync(join(FIXTURE_SHOPS, 'srvtest', 'srvtest.menu.json'), 'utf8'));
  const all: any[] = menu.subMenus.flatMap((c: any) => c.products);
  const burger = all.find((p) => p.id === 'p-burger');
  const fries = burger.modgroups.flatMap((g: any) => g.modifiers).find((m: any) => m.id === 'm-fries');
  const cookie = all.find((p) => p.id === 'p-cookie');
  const profile = JSON.parse(readFileSync(join(FIXTURE_SHOPS, 'srvtest', 'srvtest.profile.json'), 'utf8'));
  return { burger: Math.round(burger.price * 100), fries: Math.round(fries.price * 100), cookie: Math.round(cookie.price * 100), taxPercent: profile.settings.taxPercentage };
}

describe('the served OpenAPI document', () => {
  let s: TestServer;
  let doc: Record<string, any>;
  let dir: string;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'openapi' });
    const r = await call(s.url, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    doc = r.body;
    dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    await s?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("passes redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: join(dir, 'openapi.json'), config });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(listed).toEqual([]);
  });

  it('gives every operation a unique operationId, 4xx answers in the error shape, and security', () => {
    const ops = Object.values(doc.paths).flatMap((item: any) => Object.values(item)) as any[];
    expect(ops.length).toBeGreaterThanOrEqual(21);
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of ops) {
      expect(o.operationId, o.summary).toMatch(/^[a-z][A-Za-z]+$/);
      expect(Array.isArray(o.security), o.operationId).toBe(true);
      const fourxx = Object.keys(o.responses).filter((k) => /^4\d\d$/.test(k));
      expect(fourxx.length, o.operationId).toBeGreaterThan(0);
      for (const k of fourxx) expect(o.responses[k].content['application/json'].schema, `${o.operationId} ${k}`).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(doc.paths['/api/staff/shops/{shopId}/menu-check'].get.security).toEqual([{ staffSession: [] }]);
    expect(doc.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'staff_session' });
    expect(doc.servers.length).toBeGreaterThan(0);
    // No reference is left pointing inside a schema file's own $defs.
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('describes the receipt as PDF bytes, and the shop list and public profile with their schemas', () => {
    const receipt = doc.paths['/api/shops/{shopId}/orders/{orderId}/receipt.pdf'].get.responses['200'].content;
    expect(receipt).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(doc.paths['/api/shops'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ShopList' });
    expect(doc.paths['/api/shops/{shopId}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PublicShop' });
    // The profile's parts a public profile has are components; its rules and legacy ids are not.
    const profileDefs = (JSON.parse(readFileSync(join(REPO, 'schemas', 'shop-profile.schema.json'), 'utf8')) as { $defs: Record<string, { properties: Record<string, unknown> }> }).$defs;
    for (const part of ['Identity', 'Settings', 'Presentation', 'Site']) {
      const component = doc.components.schemas[part] as { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(component?.properties ?? {}).sort(), part).toEqual(Object.keys(profileDefs[part]!.properties).sort());
    }
    for (const secret of ['Rule', 'PromotionRule', 'LegacyIds', 'MenuSource']) expect(doc.components.schemas[secret], secret).toBeUndefined();
  });

  let compiling: Promise<string> | undefined;
  /** Generates the types, writes the client beside them and compiles both with tsc; answers tsc's complaints. */
  const compileClient = (): Promise<string> =>
    (compiling ??= (async () => {
      // Request fields with a default (tip, customerPicks, ...) may be left out when sending, so
      // they are generated optional: openapi-typescript's defaultNonNullable would require them.
      const types = astToString(await openapiTS(doc as never, { defaultNonNullable: false }));
      writeFileSync(join(dir, 'api.d.ts'), types);
      writeFileSync(join(dir, 'client.mts'), CLIENT_SOURCE);
      const lib = (pkg: string) => join(REPO, 'node_modules', pkg, 'dist', 'index.d.mts');
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            lib: ['ES2022', 'DOM'],
            strict: true,
            noUncheckedIndexedAccess: true,
            exactOptionalPropertyTypes: true,
            skipLibCheck: false,
            types: [],
            outDir: join(dir, 'out'),
            // The temp folder has no node_modules of its own: the packages are the repository's.
            paths: { 'openapi-fetch': [lib('openapi-fetch')], 'openapi-typescript-helpers': [lib('openapi-typescript-helpers')] },
          },
          files: ['client.mts', 'api.d.ts'],
        }),
      );
      try {
        execFileSync(process.execPath, [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
        return '';
      } catch (err) {
        return String((err as { stdout?: string }).stdout || err);
      }
    })());

  it('generates TypeScript types with openapi-typescript that tsc accepts, with a typed client over them', async () => {
    expect(await compileClient()).toBe('');
    const types = readFileSync(join(dir, 'api.d.ts'), 'utf8');
    expect(types).toContain('"/api/shops/{shopId}/orders"');
    expect(types).toMatch(/createOrder: \{/);
  }, 60_000);

  it('the storefront\'s API types are the ones generated from this document (run npm run api:types)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await renderApiTypes(doc)), 'storefront/src/lib/api-types.ts is stale: run npm run api:types').toBe(true);
  }, 60_000);

  describe('what the routes answer is what the document says', () => {
    const DOC_ID = 'https://storefront.test/openapi.json';
    let ajv: Ajv2020;
    beforeAll(() => {
      ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      addFormats(ajv);
      ajv.addSchema({ ...doc, $id: DOC_ID });
    });
    /** The errors of `body` against the schema the document gives for this operation's answer (none: it conforms). */
    const errorsOf = (url: string, method: string, status: number, body: unknown): string[] => {
      const ref = doc.paths[url][method].responses[String(status)].content['application/json'].schema.$ref as string;
      expect(ref, `${method} ${url} ${status} names a schema`).toMatch(/^#\/components\/schemas\//);
      const validate = ajv.getSchema(`${DOC_ID}${ref}`)!;
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${ref} ${e.instancePath} ${e.message}`);
    };
    const SHOP = '/api/shops/srvtest';

    it('customers: sign-up, forms, rewards, phone verification and cashback', async () => {
      const phone = '(213) 555-0177';
      const answers: [string, string, number, { status: number; body: unknown }][] = [];
      const ask = async (url: string, method: 'get' | 'post', path: string, body?: unknown, headers?: Record<string, string>) => {
        const r = await call(s.url, method.toUpperCase(), path, body, headers);
        answers.push([url, method, r.status, r]);
        return r;
      };
      await ask('/api/shops/{shopId}/subscriptions', 'post', `${SHOP}/subscriptions`, { email: 'ana@example.com', name: 'Ana Lee' });
      await ask('/api/shops/{shopId}/forms/contact', 'post', `${SHOP}/forms/contact`, { location: 'srvtest', name: 'Ana Lee', email: 'ana@example.com', message: 'Do you cater?' });
      await ask('/api/shops/{shopId}/rewards', 'post', `${SHOP}/rewards`, { action: 'click-link', originalPhone: phone });
      await ask('/api/shops/{shopId}/phone-verifications', 'post', `${SHOP}/phone-verifications`, { phone: '(213) 555-0178' });
      const proof = await verifyPhone(s, 'srvtest', phone);
      await ask('/api/shops/{shopId}/cashback', 'get', `${SHOP}/cashback?phone=${encodeURIComponent(phone)}`, undefined, proof);
      await ask('/api/shops/{shopId}/rewards', 'post', `${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      const sent = s.sms.at(-1)!;
      expect(sent.to).toBe('+12135550177');
      await ask('/api/shops/{shopId}/phone-verifications/confirm', 'post', `${SHOP}/phone-verifications/confirm`, { phone: '(213) 555-0178', code: /(\d{6})/.exec(s.sms.find((m) => m.to === '+12135550178')!.body)![1] });
      expect(answers.map(([url, , status]) => `${url} ${status}`)).toEqual([
        '/api/shops/{shopId}/subscriptions 200',
        '/api/shops/{shopId}/forms/contact 200',
        '/api/shops/{shopId}/rewards 200',
        '/api/shops/{shopId}/phone-verifications 202',
        '/api/shops/{shopId}/cashback 200',
        '/api/shops/{shopId}/rewards 200',
        '/api/shops/{shopId}/phone-verifications/confirm 200',
      ]);
      for (const [url, method, status, r] of answers) expect(errorsOf(url, method, status, r.body), `${method} ${url}`).toEqual([]);
      // The redeem credited the $10 sign-up: the balance it names is 1000 cents.
      expect(answers[5]![3].body).toMatchObject({ cashbackCents: 1000 });
    });

    it('shops: the list and a public profile', async () => {
      const list = await call(s.url, 'GET', '/api/shops');
      const shop = await call(s.url, 'GET', SHOP);
      expect([list.status, shop.status]).toEqual([200, 200]);
      expect(list.body.shops.map((x: any) => x.shopId)).toContain('srvtest');
      expect(errorsOf('/api/shops', 'get', 200, list.body)).toEqual([]);
      expect(errorsOf('/api/shops/{shopId}', 'get', 200, shop.body)).toEqual([]);
      expect(errorsOf('/api/shops/{shopId}', 'get', 200, { ...shop.body, rules: [] })).not.toEqual([]);
    });

    it('delivery: a quote in range, one out of range with its message, and suggestions', async () => {
      const near = await call(s.url, 'POST', `${SHOP}/delivery-quote`, { address: '1111 S Figueroa St, Los Angeles, CA 90015' });
      const far = await call(s.url, 'POST', `${SHOP}/delivery-quote`, { address: '6801 Hollywood Blvd, Los Angeles, CA 90028' });
      const suggested = await call(s.url, 'GET', `${SHOP}/address-suggestions?q=${encodeURIComponent('Figueroa')}`);
      expect([near.status, far.status, suggested.status]).toEqual([200, 200, 200]);
      expect([near.body.deliverable, far.body.deliverable, typeof far.body.message]).toEqual([true, false, 'string']);
      expect(suggested.body.suggestions.length).toBeGreaterThan(0);
      expect(errorsOf('/api/shops/{shopId}/delivery-quote', 'post', 200, near.body)).toEqual([]);
      expect(errorsOf('/api/shops/{shopId}/delivery-quote', 'post', 200, far.body)).toEqual([]);
      expect(errorsOf('/api/shops/{shopId}/address-suggestions', 'get', 200, suggested.body)).toEqual([]);
    });

    it('tips: the preview and the charge', async () => {
      const placed = await call(s.url, 'POST', `${SHOP}/orders`, burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), { 'Idempotency-Key': newKey() });
      expect(placed.status).toBe(201);
      const tips = `${SHOP}/orders/${placed.body.orderId}/tips`;
      const preview = await call(s.url, 'POST', tips, { tipsInCents: 300, tipToken: placed.body.tipToken, confirm: false });
      const charged = await call(s.url, 'POST', tips, { tipsInCents: 300, tipToken: placed.body.tipToken, confirm: true });
      expect([preview.status, preview.body.message, charged.status, charged.body.message]).toEqual([200, 'Add a $3.00 tip to your card?', 200, 'Thanks for tipping!']);
      expect(errorsOf('/api/shops/{shopId}/orders/{orderId}/tips', 'post', 200, preview.body)).toEqual([]);
      expect(errorsOf('/api/shops/{shopId}/orders/{orderId}/tips', 'post', 200, charged.body)).toEqual([]);
    });

    it('an answer that drifts from its schema fails the check', () => {
      expect(errorsOf('/api/shops/{shopId}/cashback', 'get', 200, { phone: '1', cashbackCents: 5, extra: true })).not.toEqual([]);
      expect(errorsOf('/api/shops/{shopId}/orders/{orderId}/tips', 'post', 200, { preview: true, message: 'x' })).not.toEqual([]);
    });
  });

  describe.each(BACKENDS)('a typed client on %s', (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = backend === 'pglite' ? s : await startTestServer(backend, { label: 'openapi' });
    });
    afterAll(async () => {
      if (server && server !== s) await server.stop();
    });

    it('lists the menu, prices the cart and places an order whose total is the quote total', { timeout: 60_000 }, async () => {
      expect(await compileClient()).toBe('');
      const compiled = join(dir, 'out', 'client.mjs');
      const mod = (await import(/* @vite-ignore */ pathToFileURL(compiled).href)) as {
        placeThroughClient: (create: typeof createClient, baseUrl: string, key: string) => Promise<any>;
      };
      const before = await countOrders(server);
      const out = await mod.placeThroughClient(createClient, server.url, `openapi-client-${backend}-${Date.now()}`);
      const fixture = fixturePrices();
      expect(out.prices).toEqual({ burger: fixture.burger, fries: fixture.fries, cookie: fixture.cookie });
      const subtotal = 2 * (fixture.burger + fixture.fries) + fixture.cookie;
      expect(out.quoteTotals.subtotalCents).toBe(subtotal);
      // Cash pickup with no tip, fee or discount: the invoice is the subtotal plus the shop's tax on it.
      expect(out.quoteTotals.taxCents).toBe(Math.round((subtotal * fixture.taxPercent) / 100));
      expect(out.quoteTotals.invoiceCents).toBe(subtotal + out.quoteTotals.taxCents);
      expect(out.placedStatus).toBe(201);
      expect(out.orderTotals.invoiceCents).toBe(out.quoteTotals.invoiceCents);
      expect(out.readBackOrderId).toBe(out.orderId);
      expect(out.readBackTotals.invoiceCents).toBe(out.quoteTotals.invoiceCents);
      expect(out.refused).toEqual({ status: 404, code: 'SHOP_NOT_FOUND' });
      expect(await countOrders(server)).toBe(before + 1);
      const row = await server.db.query<{ invoice_cents: string | number }>('SELECT invoice_cents FROM orders WHERE id = $1', [out.orderId]);
      expect(Number(row.rows[0]?.invoice_cents)).toBe(out.quoteTotals.invoiceCents);
    });
  });
});

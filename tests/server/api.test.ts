/**
 * Every endpoint over real HTTP, on PGlite and on PostgreSQL: the happy path and the bad
 * inputs (malformed JSON, wrong types, missing fields, oversized bodies, unknown shop or
 * order), which must all be 4xx with a code and a path, never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, burgerCart, call, startTestServer, verifyPhone, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();

describe.each(BACKENDS)('server API on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'api' });
      await addStaff(s, 'cook@example.com', 'staff', ['srvtest']);
  });
  afterAll(async () => {
    await s?.stop();
  });

  describe('shops and menu', () => {
    it('GET /healthz answers with the database kind', async () => {
      const r = await call(s.url, 'GET', '/healthz');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ok: true, database: backend, shops: 1 });
    });

    it('GET /api/shops lists the fixture shop', async () => {
      const r = await call(s.url, 'GET', '/api/shops');
      expect(r.status).toBe(200);
      expect(r.body.shops.map((x: { shopId: string }) => x.shopId)).toEqual(['srvtest']);
      expect(r.body.shops[0].name).toBe('Server Test Cafe');
    });

    it('GET /api/shops/:shopId is the public profile without rules, menu or legacy ids', async () => {
      const r = await call(s.url, 'GET', '/api/shops/srvtest');
      expect(r.status).toBe(200);
      expect(r.body.identity.name).toBe('Server Test Cafe');
      expect(r.body.settings.cashbackPercentageAsInteger).toBe(5);
      expect(r.body.presentation.forms).toEqual(['contact', 'catering']);
      expect(Object.keys(r.body).sort()).toEqual(['identity', 'presentation', 'settings', 'shopId', 'site']);
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(r.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    });

    it('an unknown shop is 404 SHOP_NOT_FOUND on every shop route', async () => {
      for (const [method, path, body] of [
        ['GET', '/api/shops/nope', undefined],
        ['GET', '/api/shops/nope/menu', undefined],
        ['POST', '/api/shops/nope/quote', burgerCart()],
        ['GET', '/api/shops/nope/cashback?phone=2135550199', undefined],
      ] as const) {
        const r = await call(s.url, method, path, body);
        expect(r.status, path).toBe(404);
        expect(r.body.error).toMatchObject({ code: 'SHOP_NOT_FOUND', path: 'params:shopId' });
      }
    });

    it('GET menu resolves at the server clock with ETag, Cache-Control and 304', async () => {
      const r = await call(s.url, 'GET', '/api/shops/srvtest/menu');
      expect(r.status).toBe(200);
      expect(r.body.at).toBe('2025-06-18T12:00:00.000-07:00');
      // The 'hide' tagged category never reaches customers.
      expect(r.body.categories.map((c: { id: string }) => c.id)).toEqual(['c-food']);
      const etag = r.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      expect(r.headers.get('cache-control')).toBe('public, max-age=30');
      const again = await call(s.url, 'GET', '/api/shops/srvtest/menu', undefined, { 'If-None-Match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
    });

    it('GET menu?at= resolves at that instant; a bad ?at is 400 with the query path', async () => {
      const r = await call(s.url, 'GET', '/api/shops/srvtest/menu?at=2025-06-21T09:30:00-07:00');
      expect(r.status).toBe(200);
      expect(r.body.at).toBe('2025-06-21T09:30:00.000-07:00');
      const bad = await call(s.url, 'GET', '/api/shops/srvtest/menu?at=tuesday');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'INVALID_QUERY', path: 'query:at' });
    });

    it('GET menu-check needs a staff session and marks same mods', async () => {
      const no = await call(s.url, 'GET', '/api/staff/shops/srvtest/menu-check');
      expect(no.status).toBe(401);
      expect(no.body.error.code).toBe('NOT_SIGNED_IN');
      // The old open address is gone.
      expect((await call(s.url, 'GET', '/api/shops/srvtest/menu-check')).status).toBe(404);
      const r = await call(s.url, 'GET', '/api/staff/shops/srvtest/menu-check', undefined, await staffHeaders(s.url, 'cook@example.com'));
      expect(r.status).toBe(200);
      expect([r.body.shopId, r.body.name]).toEqual(['srvtest', 'Server Test Cafe']);
      const [food, secret] = r.body.categories;
      expect(food.items.map((i: { id: string }) => i.id)).toEqual(['p-burger', 'p-wrap', 'p-cookie']);
      expect(food.items[1].sameModsAs).toEqual({ id: 'p-burger', name: 'Burger' });
      expect(food.items[0].sameModsAs).toBeUndefined();
      expect(secret).toMatchObject({ id: 'c-secret', hiddenByTag: true });
      expect(secret.items[0].id).toBe('p-staff');
    });

    it('GET /api/openapi.json lists every route and the shared schemas', async () => {
      const r = await call(s.url, 'GET', '/api/openapi.json');
      expect(r.status).toBe(200);
      expect(r.body.openapi).toBe('3.1.0');
      expect(Object.keys(r.body.paths)).toEqual(
        expect.arrayContaining(['/api/shops/{shopId}/orders', '/api/shops/{shopId}/orders/{orderId}/receipt.pdf', '/api/shops/{shopId}/forms/catering', '/api/stripe/webhook']),
      );
      expect(r.body.paths['/api/shops/{shopId}/orders'].post.parameters.map((p: { name: string }) => p.name)).toEqual(['shopId', 'Idempotency-Key']);
      expect(Object.keys(r.body.components.schemas)).toEqual(expect.arrayContaining(['CartInput', 'Quote', 'Error', 'ContactForm', 'CateringForm']));
      expect(r.body.components.schemas.CartInput.title).toBe('CartInput');
    });

    it('an unknown API path is 404 NOT_FOUND in the error shape', async () => {
      const r = await call(s.url, 'GET', '/api/nothing-here');
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('NOT_FOUND');
    });

    it('a documented path asked with a method it does not take is 405 METHOD_NOT_ALLOWED, with Allow naming the documented methods', async () => {
      const doc = (await call(s.url, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
      const sample: Record<string, string> = { shopId: 'srvtest', orderId: 'o-none', draftId: 'd-none', n: '1', deliveryId: '1', email: 'a@b.c', kind: 'contact' };
      const paths = Object.entries(doc.paths);
      expect(paths.length).toBeGreaterThan(20);
      for (const [template, ops] of paths) {
        const documented = Object.keys(ops).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)).map((k) => k.toUpperCase());
        const expected = [...documented, ...(documented.includes('GET') ? ['HEAD'] : [])].sort();
        const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => sample[name] ?? 'x');
        const r = await call(s.url, 'PATCH', path, undefined, { origin: s.url });
        expect({ path, status: r.status, code: r.body.error?.code }).toEqual({ path, status: 405, code: 'METHOD_NOT_ALLOWED' });
        expect(r.headers.get('allow')?.split(', ')).toEqual(expected);
        expect(r.body.error.message).toBe(`PATCH is not accepted here: this address takes ${expected.join(', ')}.`);
      }
    });

    it('an unknown address is 404 NOT_FOUND whatever the method, with no Allow header', async () => {
      for (const [method, path] of [['DELETE', '/api/nothing-here'], ['POST', '/api/shops/srvtest/nothing'], ['PUT', '/api/shops/srvtest/orders/o-1/nothing']] as const) {
        const r = await call(s.url, method, path, undefined, { origin: s.url });
        expect({ path, status: r.status, code: r.body.error.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
        expect(r.headers.get('allow')).toBeNull();
      }
    });
  });

  describe('quote', () => {
    it('prices the cart: 2 x (10 + 2 fries) + 1.50 cookie, 10% tax', async () => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart());
      expect(r.status).toBe(200);
      expect(r.body.totals).toEqual({
        subtotalCents: 2550, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 255,
        preTipTotalCents: 2805, tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 2805,
        cashbackEarnedCents: 140, marketPriceItems: 0,
      });
      expect(r.body.blockers).toEqual([]);
      // Paid in person or by card, it earns 5% of 28.05 rounded down: floor(140.25) = 140.
      const card = await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }));
      expect(card.body.totals.cashbackEarnedCents).toBe(140);
    });

    it('?at= prices the cart at that instant (its offered times start there); a bad ?at is 400 at query:at', async () => {
      const now = await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart());
      const later = await call(s.url, 'POST', '/api/shops/srvtest/quote?at=2025-06-21T09:30:00-07:00', burgerCart());
      expect(later.status).toBe(200);
      expect(later.body.totals).toEqual(now.body.totals);
      const first = (q: { body: { timeSlots: { slots: { value: string }[] } } }) => q.body.timeSlots.slots.find((x) => x.value !== 'ASAP')?.value;
      // The server clock is Wednesday 2025-06-18 12:00; the shop is open all day, every day.
      expect(first(now)?.slice(0, 10)).toBe('2025-06-18');
      expect(first(later)?.slice(0, 10)).toBe('2025-06-21');
      const bad = await call(s.url, 'POST', '/api/shops/srvtest/quote?at=2025-13-40', burgerCart());
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'INVALID_QUERY', path: 'query:at' });
    });

    it.each([
      ['malformed JSON', '{"products": [', 400, 'BAD_JSON', ''],
      ['an empty body', '', 400, 'BAD_JSON', ''],
      ['a JSON array', '[]', 400, 'BAD_BODY', ''],
      ['a JSON string', '"cart"', 400, 'BAD_BODY', ''],
      ['a missing products list', '{"cartType":"PICKUP"}', 400, undefined, undefined],
      ['a quantity of the wrong type', '{"products":[{"productId":"p-cookie","quantity":"two"}]}', 400, undefined, '/products/0/quantity'],
      ['an unknown cart type', '{"products":[],"cartType":"DRONE"}', 400, undefined, '/cartType'],
      ['an unknown field', '{"products":[],"expectedInvoiceCents":5}', 400, undefined, undefined],
      ['another shop in the body', '{"products":[],"shopId":"elsewhere"}', 400, 'SHOP_MISMATCH', '/shopId'],
    ])('refuses %s with a 4xx, a code and a path', async (_name, raw, status, code, path) => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', raw);
      expect(r.status).toBe(status);
      expect(typeof r.body.error.code).toBe('string');
      expect(typeof r.body.error.message).toBe('string');
      expect(typeof r.body.error.path).toBe('string');
      if (code) expect(r.body.error.code).toBe(code);
      if (path !== undefined) expect(r.body.error.path).toBe(path);
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts:\d+/);
    });

    it('refuses a body over 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
      const big = JSON.stringify({ products: [{ productId: 'p-cookie', note: 'x'.repeat(70 * 1024) }] });
      const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', big);
      expect(r.status).toBe(413);
      expect(r.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', path: '' });
    });

    it.each([['application/xml', '<cart/>'], ['text/plain', '{"products":[]}']])('refuses a %s body with 415', async (type, raw) => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', raw, { 'content-type': type });
      expect(r.status).toBe(415);
      expect(r.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('orders read-back errors', () => {
    it.each([
      ['a well-formed unknown id', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      ['a malformed id', 'not-an-order'],
    ])('%s is 404 ORDER_NOT_FOUND on read, receipt and tips', async (_name, id) => {
      for (const [method, suffix, body] of [['GET', '', undefined], ['GET', '/receipt.pdf', undefined], ['POST', '/tips', { tipsInCents: 100 }]] as const) {
        const r = await call(s.url, method, `/api/shops/srvtest/orders/${id}${suffix}`, body);
        expect(r.status, suffix).toBe(404);
        expect(r.body.error).toMatchObject({ code: 'ORDER_NOT_FOUND', path: 'params:orderId' });
      }
    });
  });

  describe('cashback and rewards', () => {
    const phone = '(323) 555-0123';
    it('a phone shorter than 10 characters is 400 PHONE_TOO_SHORT', async () => {
      for (const q of ['?phone=555-0123', '']) {
        const r = await call(s.url, 'GET', `/api/shops/srvtest/cashback${q}`);
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ code: 'PHONE_TOO_SHORT', path: 'query:phone' });
      }
    });

    it('a balance is shown and a credit redeemed only for a phone verified by a texted code', async () => {
      const other = '(626) 555-0144';
      const hidden = await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${encodeURIComponent(other)}`);
      expect(hidden.status).toBe(401);
      expect(hidden.body.error).toMatchObject({ code: 'PHONE_NOT_VERIFIED', path: 'query:phone' });
      const refused = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: other });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('PHONE_NOT_VERIFIED');
      // A code texted to the phone, a wrong code refused, the right one remembered by a cookie.
      expect((await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications', { phone: other })).status).toBe(202);
      const text = s.sms.at(-1)!;
      expect(text.to).toBe('+16265550144');
      const code = /(\d{6})/.exec(text.body)![1]!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const bad = await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone: other, code: wrong });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'CODE_INVALID', path: '/code' });
      const good = await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone: other, code });
      expect(good.status).toBe(200);
      expect(good.body.cashbackCents).toBe(0);
      const cookie = good.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^pv_srvtest=v1\.[^;]+; Path=\/api\/shops\/srvtest; Max-Age=2592000; HttpOnly; SameSite=Lax/);
      const shown = await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${encodeURIComponent(other)}`, undefined, { Cookie: cookie.split(';')[0]! });
      expect(shown.status).toBe(200);
      // The code is spent; another phone's token proves nothing about this one.
      expect((await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone: other, code })).body.error.code).toBe('CODE_EXPIRED');
      const mine = await verifyPhone(s, 'srvtest', phone);
      expect((await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${encodeURIComponent(other)}`, undefined, mine)).status).toBe(401);
      // A forged token is refused.
      const forged = { 'X-Phone-Token': mine['X-Phone-Token']!.replace('3235550123', '6265550144') };
      expect((await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${encodeURIComponent(other)}`, undefined, forged)).status).toBe(401);
    });

    it('five wrong codes lock the phone (the right code too); a new code waits 30 seconds', async () => {
      const p = '2135550188';
      expect((await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications', { phone: p })).status).toBe(202);
      const again = await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications', { phone: p });
      expect(again.status).toBe(429);
      expect(again.body.error.code).toBe('CODE_RECENTLY_SENT');
      const code = /(\d{6})/.exec(s.sms.at(-1)!.body)![1]!;
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) expect((await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone: p, code: wrong })).status).toBe(400);
      const locked = await call(s.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone: p, code });
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('CODE_ATTEMPTS');
    });

    it('click-link, redeem once ($10), redeem again (no second credit)', async () => {
      const proof = await verifyPhone(s, 'srvtest', phone);
      const before = await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${encodeURIComponent(phone)}`, undefined, proof);
      expect(before.body).toEqual({ phone, cashbackCents: 0 });
      const click = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'click-link', originalPhone: phone });
      expect(click.status).toBe(200);
      expect(click.body.cashbackCents).toBeUndefined();
      const first = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: phone }, proof);
      expect(first.status).toBe(200);
      expect(first.body.message).toContain("You're signed up!");
      expect(first.body.cashbackCents).toBe(1000);
      const second = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: '3235550123' }, proof);
      expect(second.body.message).toContain('already received');
      expect(second.body.cashbackCents).toBe(1000);
      const after = await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=323-555-0123', undefined, proof);
      expect(after.body.cashbackCents).toBe(1000);
    });

    it('redeem credits the preferred phone when one is given, and only once it is verified', async () => {
      const body = { action: 'redeem', originalPhone: '3105550100', preferredPhone: '3105550111' };
      const unverified = await call(s.url, 'POST', '/api/shops/srvtest/rewards', body, await verifyPhone(s, 'srvtest', '3105550100'));
      expect(unverified.status).toBe(401);
      expect(unverified.body.error.path).toBe('/preferredPhone');
      const r = await call(s.url, 'POST', '/api/shops/srvtest/rewards', body, await verifyPhone(s, 'srvtest', '3105550111'));
      expect(r.body.cashbackCents).toBe(1000);
      const orig = await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=3105550100', undefined, await verifyPhone(s, 'srvtest', '3105550100'));
      expect(orig.body.cashbackCents).toBe(0);
    });

    it.each([
      [{ originalPhone: '3105550100' }, 'MISSING_FIELD', '/action'],
      [{ action: 'steal', originalPhone: '3105550100' }, 'INVALID_FIELD', '/action'],
      [{ action: 'redeem', originalPhone: 3105550100 }, 'INVALID_FIELD', '/originalPhone'],
      [{ action: 'redeem', originalPhone: '310' }, 'INVALID_FIELD', '/originalPhone'],
    ])('bad rewards body %j is 400 %s at %s', async (body, code, path) => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/rewards', body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code, path });
    });
  });

  describe('subscriptions and forms', () => {
    const count = async (sql: string): Promise<number> => Number((await s.db.query<{ n: number }>(sql)).rows[0]?.n);

    it('subscribes once per e-mail and shop', async () => {
      const a = await call(s.url, 'POST', '/api/shops/srvtest/subscriptions', { email: 'Fan@Example.com', name: 'Fan' });
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ success: true, message: 'Thanks for Subscribing!' });
      const b = await call(s.url, 'POST', '/api/shops/srvtest/subscriptions', { email: 'fan@example.com' });
      expect(b.body.message).toBe('Thanks for Subscribing!');
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE email_key = 'fan@example.com'`)).toBe(1);
    });

    it.each([
      [{}, 'MISSING_FIELD', '/email'],
      [{ email: 'not-an-email' }, 'INVALID_EMAIL', '/email'],
      [{ email: 42 }, 'INVALID_FIELD', '/email'],
    ])('bad subscription %j is 400 %s', async (body, code, path) => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/subscriptions', body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code, path });
    });

    const contact = { location: 'downtown', name: 'Kim', email: 'kim@example.com', message: 'Do you cater?' };
    const catering = {
      location: 'K-Town', name: 'Kim', email: 'kim@example.com', phone: '2135550100', eventDate: '2025-07-04',
      eventTime: '18:30', guestCount: 40, eventType: 'birthday', budget: '1000-2000',
    };

    it('stores a contact and a catering request; location by id or label', async () => {
      const before = await count('SELECT count(*)::int AS n FROM form_submissions');
      const a = await call(s.url, 'POST', '/api/shops/srvtest/forms/contact', contact);
      expect(a.status).toBe(200);
      expect(a.body.success).toBe(true);
      const b = await call(s.url, 'POST', '/api/shops/srvtest/forms/catering', catering);
      expect(b.status).toBe(200);
      expect(await count('SELECT count(*)::int AS n FROM form_submissions')).toBe(before + 2);
    });

    it('a filled bot-field is answered 200 and stores nothing', async () => {
      const before = await count('SELECT count(*)::int AS n FROM form_submissions');
      const r = await call(s.url, 'POST', '/api/shops/srvtest/forms/contact', { ...contact, 'bot-field': 'http://spam' });
      expect(r.status).toBe(200);
      expect(await count('SELECT count(*)::int AS n FROM form_submissions')).toBe(before);
    });

    it.each([
      ['contact', { ...contact, message: undefined }, 'MISSING_FIELD', '/message'],
      ['contact', { ...contact, name: '   ' }, 'MISSING_FIELD', '/name'],
      ['contact', { ...contact, email: 'kim' }, 'INVALID_EMAIL', '/email'],
      ['contact', { ...contact, location: 'Pasadena' }, 'INVALID_FIELD', '/location'],
      ['catering', { ...catering, guestCount: 0 }, 'INVALID_FIELD', '/guestCount'],
      ['catering', { ...catering, guestCount: '40' }, 'INVALID_FIELD', '/guestCount'],
      ['catering', { ...catering, eventType: 'rave' }, 'INVALID_FIELD', '/eventType'],
      ['catering', { ...catering, budget: 'lots' }, 'INVALID_FIELD', '/budget'],
      ['catering', { ...catering, phone: undefined }, 'MISSING_FIELD', '/phone'],
      ['catering', { ...catering, eventDate: 'July 4' }, 'INVALID_FIELD', '/eventDate'],
    ])('%s form %# is refused with 400 %s at %s', async (kind, body, code, path) => {
      const r = await call(s.url, 'POST', `/api/shops/srvtest/forms/${kind}`, body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code, path });
    });
  });

  describe('delivery quote (demo geocoder)', () => {
    it('a known address 1.6 miles away is deliverable at the $3 base fee', async () => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/delivery-quote', { address: '1111 S Figueroa St, Los Angeles, CA 90015' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ miles: 1.6, deliverable: true, feeCents: 300 });
      expect(typeof r.body.etaMinutes).toBe('number');
    });

    it('an address 6.5 miles away is beyond the 5 mile maximum', async () => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/delivery-quote', { address: '6801 Hollywood Blvd, Los Angeles, CA 90028' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ miles: 6.5, deliverable: false, feeCents: 0, message: 'This address is beyond our 5 mile max delivery distance.' });
    });

    it.each([
      [{ address: 'Main Street, Springfield' }, 422, 'ADDRESS_NOT_FOUND'],
      [{ address: '12 Nowhere Lane, Atlantis' }, 422, 'ADDRESS_NOT_FOUND'],
      [{}, 400, 'MISSING_FIELD'],
      [{ address: 12 }, 400, 'INVALID_FIELD'],
    ])('%j is %i %s', async (body, status, code) => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/delivery-quote', body);
      expect(r.status).toBe(status);
      expect(r.body.error).toMatchObject({ code, path: '/address' });
    });
  });
});

describe('rate limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'rate', rateLimits: { cashbackPerMinute: 3, formsPerMinute: 2 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('cashback lookups past the limit get 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=2135550100')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const r = await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=2135550100');
    expect(r.body.error.code).toBe('RATE_LIMITED');
  });

  it('form posts past the limit get 429', async () => {
    const body = { location: 'downtown', name: 'Kim', email: 'kim@example.com', message: 'Hi' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(s.url, 'POST', '/api/shops/srvtest/forms/contact', body)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

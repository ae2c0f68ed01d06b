/**
 * Phones and the staff page under attack, on real HTTP and on each database: texted codes
 * cannot be brute forced by concurrent guesses or new codes, texts cannot be pumped to foreign,
 * nonsense or many numbers, impossible phone numbers are refused wherever a customer gives one,
 *
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/index.js';
import { NOON_WEDNESDAY, backends, burgerCart, call, countOrders, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';

const CONFIRM = '/api/shops/srvtest/phone-verifications/confirm';
const SEND = '/api/shops/srvtest/phone-verifications';
const MINUTE = 60_000;

/** A six-digit code other than `code`, different for each i. */
const wrongCode = (code: string, i: number): string => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
/** The code in the last text sent to `to` (E.164). */
function lastCode(s: TestServer, to: string): string {
  const text = [...s.sms].reverse().find((m) => m.to === to);
  if (!text) throw new Error(`no text to ${to}`);
  return /(\d{6})/.exec(text.body)![1]!;
}
/** A client address, as the trusted proxy in front of the test server reports it. */
const from = (n: number): Record<string, string> => ({ 'X-Forwarded-For': `198.51.100.${n}` });

describe.each(await backends())('phone and staff-page trust on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      label: 'phonetrust',
      // The proxy on 127.0.0.1 reports the client address, so one test can speak from many addresses.
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: { cashbackPerMinute: 100_000, formsPerMinute: 100_000, textsPerAddressPerHour: 5, textsPerShopPerHour: 30 },
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  describe('guessing a texted code', () => {
    it('300 concurrent wrong guesses from 10 addresses: 5 are evaluated, the rest and a later right code are 429', async () => {
      const phone = '(213) 555-0161';
      expect((await call(s.url, 'POST', SEND, { phone }, from(1))).status).toBe(202);
      const code = lastCode(s, '+12135550161');
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => call(s.url, 'POST', CONFIRM, { phone, code: wrongCode(code, i) }, from(i % 10))),
      );
      const evaluated = answers.filter((r) => r.status === 400);
      const refused = answers.filter((r) => r.status === 429);
      expect(evaluated.map((r) => r.body.error.code)).toEqual(Array(5).fill('CODE_INVALID'));
      expect(refused).toHaveLength(295);
      for (const r of refused) expect(r.body.error).toMatchObject({ code: 'CODE_ATTEMPTS', path: '/code' });
      // No token for the right code once the budget is spent.
      const right = await call(s.url, 'POST', CONFIRM, { phone, code });
      expect(right.status).toBe(429);
      expect(right.body.error.code).toBe('CODE_ATTEMPTS');
      expect(right.body.error.message).toBe('Too many wrong codes for this phone. Try again in 60 minutes.');
      expect(right.body.token).toBeUndefined();
      expect(right.headers.get('retry-after')).toBe('3600');
    });

    it('a new code does not reset the guesses: 4 wrong, a resend, 1 wrong, then the right code is refused', async () => {
      const phone = '2135550162';
      expect((await call(s.url, 'POST', SEND, { phone }, from(2))).status).toBe(202);
      const first = lastCode(s, '+12135550162');
      for (let i = 0; i < 4; i++) {
        const r = await call(s.url, 'POST', CONFIRM, { phone, code: wrongCode(first, i) });
        expect(r.body.error.message).toBe(`That code is not right. Check the text message and try again (${4 - i === 1 ? '1 try' : `${4 - i} tries`} left this hour).`);
      }
      s.clock.now += 31_000;
      expect((await call(s.url, 'POST', SEND, { phone }, from(2))).status).toBe(202);
      const second = lastCode(s, '+12135550162');
      const last = await call(s.url, 'POST', CONFIRM, { phone, code: wrongCode(second, 0) });
      expect(last.status).toBe(400);
      expect(last.body.error.message).toBe('That code is not right. That was the last try this hour: try again in 60 minutes.');
      const right = await call(s.url, 'POST', CONFIRM, { phone, code: second });
      expect(right.status).toBe(429);
      expect(right.body.error.code).toBe('CODE_ATTEMPTS');
      // Asking for yet another code is refused too (no text is wasted), until the hour has passed.
      s.clock.now += 31_000;
      const sentBefore = s.sms.length;
      const again = await call(s.url, 'POST', SEND, { phone }, from(2));
      expect(again.status).toBe(429);
      expect(again.body.error.code).toBe('CODE_ATTEMPTS');
      expect(s.sms.length).toBe(sentBefore);
      s.clock.now += 60 * MINUTE;
      expect((await call(s.url, 'POST', SEND, { phone }, from(2))).status).toBe(202);
      const fresh = await call(s.url, 'POST', CONFIRM, { phone, code: lastCode(s, '+12135550162') });
      expect(fresh.status).toBe(200);
      expect(typeof fresh.body.token).toBe('string');
    });
  });

  describe('texting (SMS pumping)', () => {
    it.each([
      ['+44 7400 123456', 'PHONE_COUNTRY', 'This shop takes phone numbers from United States only, and this one is from United Kingdom. Enter a local number.'],
      ['+33 6 12 34 56 78', 'PHONE_COUNTRY', 'This shop takes phone numbers from United States only, and this one is from France. Enter a local number.'],
      ['0000000000', 'PHONE_INVALID', '0000000000 is not a phone number that can be called. Enter a United States number such as (213) 555-0123, without an extension.'],
      ['1234567890', 'PHONE_INVALID', '1234567890 is not a phone number that can be called. Enter a United States number such as (213) 555-0123, without an extension.'],
      ['(555) 555-5555', 'PHONE_INVALID', '(555) 555-5555 is not a phone number that can be called. Enter a United States number such as (213) 555-0123, without an extension.'],
      ['800-555-1234', 'PHONE_CANNOT_TEXT', '800-555-1234 cannot receive text messages (it is not a mobile number). Enter a mobile number.'],
    ])('%s is 400 %s and nothing is texted', async (phone, code, message) => {
      const before = s.sms.length;
      const r = await call(s.url, 'POST', SEND, { phone }, from(3));
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code, message, path: '/phone' });
      expect(s.sms.length).toBe(before);
    });

    it('3 texts per phone per hour: the 4th is 429 TEXT_LIMIT_PHONE saying when to try again', async () => {
      const phone = '2135550163';
      for (let i = 0; i < 3; i++) {
        expect((await call(s.url, 'POST', SEND, { phone }, from(10 + i))).status).toBe(202);
        s.clock.now += 10 * MINUTE;
      }
      const fourth = await call(s.url, 'POST', SEND, { phone }, from(13));
      expect(fourth.status).toBe(429);
      // The first text leaves the hour 30 minutes from now.
      expect(fourth.body.error).toEqual({
        code: 'TEXT_LIMIT_PHONE',
        message: 'This phone was sent 3 codes in the last hour, the most we send to one phone. Use the last code, or ask for a new one in 30 minutes.',
        path: '/phone',
      });
      expect(fourth.headers.get('retry-after')).toBe('1800');
      s.clock.now += 30 * MINUTE;
      expect((await call(s.url, 'POST', SEND, { phone }, from(13))).status).toBe(202);
    });

    it('5 texts per client address per hour, whatever the phones: the 6th is 429 TEXT_LIMIT_ADDRESS', async () => {
      s.clock.now += 2 * 60 * MINUTE;
      const sent = s.sms.length;
      for (let i = 0; i < 5; i++) expect((await call(s.url, 'POST', SEND, { phone: `21355501${70 + i}` }, from(20))).status).toBe(202);
      const sixth = await call(s.url, 'POST', SEND, { phone: '2135550175' }, from(20));
      expect(sixth.status).toBe(429);
      expect(sixth.body.error.code).toBe('TEXT_LIMIT_ADDRESS');
      expect(sixth.body.error.message).toBe('5 codes were sent from your network in the last hour, the most we send to one address. Try again in 60 minutes.');
      expect(s.sms.length).toBe(sent + 5);
      // Another address is not affected.
      expect((await call(s.url, 'POST', SEND, { phone: '2135550175' }, from(21))).status).toBe(202);
    });

    it('100 concurrent texts to 100 numbers from 10 addresses: the shop sends 30 an hour, the rest are 429 TEXT_LIMIT_SHOP', async () => {
      s.clock.now += 2 * 60 * MINUTE;
      const sent = s.sms.length;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => call(s.url, 'POST', SEND, { phone: `3105550${String(100 + i)}` }, from(30 + (i % 10)))),
      );
      const codes = answers.map((r) => (r.status === 202 ? 'SENT' : r.body.error.code));
      // 10 addresses x 5 = 50 by the address cap, but the shop's 30 come first.
      expect(codes.filter((c) => c === 'SENT')).toHaveLength(30);
      expect(s.sms.length).toBe(sent + 30);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(70);
      for (const r of refused) expect(['TEXT_LIMIT_SHOP', 'TEXT_LIMIT_ADDRESS']).toContain(r.body.error.code);
      const shopCapped = refused.find((r) => r.body.error.code === 'TEXT_LIMIT_SHOP')!;
      expect(shopCapped.body.error.message).toBe('This shop has sent its 30 verification texts for this hour. Try again in 60 minutes, or order without using cashback.');
    });
  });

  describe('phone numbers that cannot be real', () => {
    beforeAll(() => {
      // Inside the fixture shop's hours again (the texting tests moved the clock on).
      s.clock.now = NOON_WEDNESDAY;
    });
    it.each([
      ['0000000000', 'PHONE_INVALID'],
      ['(555) 555-5555', 'PHONE_INVALID'],
      ['213-555-0199 ext 12', 'PHONE_INVALID'],
      ['+44 7400 123456', 'PHONE_COUNTRY'],
    ])('an order with phone %s is 400 %s at /phone and stores nothing', async (phone, code) => {
      const before = await countOrders(s);
      const r = await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone }), { 'Idempotency-Key': newKey() });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code, path: '/phone' });
      expect(await countOrders(s)).toBe(before);
    });

    it('a real number in any format is one customer, as before (10 digits, a leading 1 dropped)', async () => {
      for (const phone of ['+1 (213) 555-0164', '1-213-555-0164', '213.555.0164']) {
        const r = await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone }), { 'Idempotency-Key': newKey() });
        expect(r.status, phone).toBe(201);
      }
      const keys = await s.db.query<{ phone_key: string; n: number }>("SELECT phone_key, count(*)::int AS n FROM orders WHERE shop_id = 'srvtest' AND phone_key LIKE '%5550164' GROUP BY phone_key");
      expect(keys.rows.map((r) => [r.phone_key, Number(r.n)])).toEqual([['2135550164', 3]]);
    });

    it('a quote is still priced while the phone is being typed', async () => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart({ phone: '213' }));
      expect(r.status).toBe(200);
    });

    it('cashback look-ups and rewards refuse impossible numbers with the field named', async () => {
      const look = await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=0000000000');
      expect(look.status).toBe(400);
      expect(look.body.error).toMatchObject({ code: 'PHONE_INVALID', path: 'query:phone' });
      const original = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'click-link', originalPhone: '1234567890' });
      expect(original.status).toBe(400);
      expect(original.body.error).toMatchObject({ code: 'PHONE_INVALID', path: '/originalPhone' });
      const preferred = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'click-link', originalPhone: '2135550165', preferredPhone: '5555555555' });
      expect(preferred.status).toBe(400);
      expect(preferred.body.error).toMatchObject({ code: 'PHONE_INVALID', path: '/preferredPhone' });
      const confirm = await call(s.url, 'POST', CONFIRM, { phone: '0000000000', code: '123456' });
      expect(confirm.status).toBe(400);
      expect(confirm.body.error).toMatchObject({ code: 'PHONE_INVALID', path: '/phone' });
    });
  });

});

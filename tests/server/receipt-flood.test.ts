/**
 * A flood of receipt PDFs (Chinese notes: the slow case) must not take the rest of the server
 * down: menu reads, quotes and orders placed meanwhile are all answered (no 503), and every
 * receipt request gets its PDF or 503 RECEIPT_BUSY with Retry-After, never a 500 or
 * DATABASE_UNAVAILABLE. Receipts are cached per order version, so a tip shows on the next one,
 * and they have their own per-address rate limit. On PGlite and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, burgerCart, call, newKey, startTestServer, type Reply, type TestServer } from './harness.js';
import { headerGuard, ownerAt } from './lifecycle-helpers.js';

const BACKENDS = await backends();
const SHOP = '/api/shops/srvtest';
const ORDERS = `${SHOP}/orders`;

let hasPoppler = true;
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  hasPoppler = false;
  if (process.env.REQUIRE_SERVICES === '1') throw new Error('pdftotext (poppler-utils) is required (REQUIRE_SERVICES=1) but is not installed.');
  console.warn('pdftotext (poppler-utils) is not installed: the receipt text check is skipped.');
}

/** About 200 Chinese characters per note: the CJK font (8 MB) is subset for every receipt. */
const CJK_NOTE = '请不要放洋葱，酱料请分开装。我们一家人都很喜欢你们的汉堡，孩子对花生过敏，请务必注意。薯条要脆一点，多放一些番茄酱和辣椒酱。'.repeat(3);

let phones = 0;
/** A new customer's phone for each order (the fixture shop limits cookies per customer and day). */
const newPhone = (): string => `(213) 555-${String(1000 + (phones += 1)).padStart(4, '0')}`;

function cjkCart(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return burgerCart({
    name: '王小明',
    phone: newPhone(),
    products: [
      { productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true }, note: CJK_NOTE },
      { productId: 'p-cookie', quantity: 1, note: '饼干请加热，谢谢！' },
    ],
    ...overrides,
  });
}

async function placeOrder(s: TestServer, cart: Record<string, unknown>): Promise<string> {
  return (await placeOrderWithToken(s, cart)).id;
}

/** Places an order; a charged card order's answer also carries the tip token its browser keeps. */
async function placeOrderWithToken(s: TestServer, cart: Record<string, unknown>): Promise<{ id: string; tipToken: string | undefined }> {
  const r = await call(s.url, 'POST', ORDERS, cart, { 'Idempotency-Key': newKey() });
  expect(r.status).toBe(201);
  return { id: r.body.orderId as string, tipToken: r.body.tipToken as string | undefined };
}

/** A receipt answer is the PDF or the documented busy refusal; anything else fails the test with what came back. */
function expectPdfOrBusy(r: Reply): 'pdf' | 'busy' {
  if (r.status === 200) {
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return 'pdf';
  }
  expect({ status: r.status, body: r.body }).toEqual({
    status: 503,
    body: { error: { code: 'RECEIPT_BUSY', message: 'Too many receipts are being prepared right now. Try again in a few seconds.' } },
  });
  expect(r.headers.get('retry-after')).toBe('2');
  return 'busy';
}

describe.each(BACKENDS)('a flood of receipts on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    // One render thread, two waiting renders and no cache: the flood is sure to fill the queue.
    // A small database pool: a stalled event loop would make requests time out waiting for it.
    s = await startTestServer(backend, { label: 'receipt_flood', receipts: { threads: 1, queue: 2, cacheBytes: 0 }, databasePoolSize: 2 });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('menu reads, quotes and orders are all answered while 48 receipts are asked for; receipts are the PDF or RECEIPT_BUSY', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await placeOrder(s, cjkCart()));

    const flood = Promise.all(Array.from({ length: 48 }, (_, i) => call(s.url, 'GET', `${ORDERS}/${ids[i % ids.length]}/receipt.pdf`)));
    // Three customers browsing and ordering while the flood runs: 8 rounds of menu, quote, order each.
    const others: Reply[] = [];
    await Promise.all([0, 1, 2].map(async () => {
      for (let round = 0; round < 8; round += 1) {
        others.push(await call(s.url, 'GET', `${SHOP}/menu`));
        others.push(await call(s.url, 'POST', `${SHOP}/quote`, burgerCart()));
        others.push(await call(s.url, 'POST', ORDERS, burgerCart({ phone: newPhone() }), { 'Idempotency-Key': newKey() }));
      }
    }));
    const receipts = await flood;

    expect(others).toHaveLength(72);
    const statuses = others.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(48).fill(200), ...Array<number>(24).fill(201)]);

    const kinds = receipts.map(expectPdfOrBusy);
    expect(kinds.filter((k) => k === 'pdf').length).toBeGreaterThanOrEqual(1);
    // 8 orders asked for at once with room for 3 (one rendering, two waiting): some are refused.
    expect(kinds.filter((k) => k === 'busy').length).toBeGreaterThanOrEqual(1);

    // The refusal is momentary: once the flood is answered, every order's receipt comes at the first ask.
    for (const id of ids) expect(expectPdfOrBusy(await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`))).toBe('pdf');
  });
});

describe.each(BACKENDS)('receipts cached per order version on %s', (backend) => {
  let s: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'receipt-flood-'));
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'receipt_cache', staffGuard: headerGuard });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const text = (pdf: Buffer): string => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it.skipIf(!hasPoppler)('a tip added after the order shows on the next receipt, not a cached old one', async () => {
    const { id, tipToken } = await placeOrderWithToken(s, cjkCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }));
    const first = await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`);
    expect(first.status).toBe(200);
    expect(text(first.raw)).toMatch(/Tips +\$0\.00/);
    const again = await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`);
    expect(again.raw.equals(first.raw)).toBe(true);

    expect((await call(s.url, 'POST', `${ORDERS}/${id}/tips`, { tipsInCents: 450, tipToken })).status).toBe(200);
    const tipped = await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`);
    expect(tipped.status).toBe(200);
    const after = text(tipped.raw);
    expect(after).toMatch(/Tips +\$4\.50/);
    // 2 burgers with fries at $12 and a cookie at $1.50 = $25.50, the shop's 10% tax $2.55, tip $4.50.
    expect(after).toMatch(/Grand Total +\$32\.55/);
  });

  it.skipIf(!hasPoppler)('the time the shop promises on accepting shows on the next receipt, not a cached old one', async () => {
    // Placed at 12:00 in Los Angeles for ASAP pickup; accepted with 40 minutes' prep: ready at 12:40.
    const id = await placeOrder(s, burgerCart({ phone: newPhone() }));
    const first = await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`);
    expect(first.status).toBe(200);
    const before = text(first.raw);
    expect(before).toMatch(/Pickup due +Wednesday 12:\d\d PM/);
    expect(before).not.toContain('12:40');
    expect((await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`)).raw.equals(first.raw)).toBe(true);

    const accepted = await call(s.url, 'POST', `/api/staff/shops/srvtest/orders/${id}/status`, { status: 'accepted', prepMinutes: 40 }, ownerAt(s.url));
    expect([accepted.status, accepted.body.promisedAt]).toEqual([200, '2025-06-18T19:40:00.000Z']);
    const after = await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`);
    expect(after.status).toBe(200);
    expect(text(after.raw)).toMatch(/Pickup due +Wednesday 12:40 PM/);
  });
});

describe('the receipt rate limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'receipt_limit', rateLimits: { receiptsPerMinute: 3, quotesPerMinute: 2 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('counts receipts per address apart from quotes: neither uses up the other', async () => {
    const id = await placeOrder(s, burgerCart());
    const quotes = [];
    for (let i = 0; i < 3; i += 1) quotes.push((await call(s.url, 'POST', `${SHOP}/quote`, burgerCart())).status);
    expect(quotes).toEqual([200, 200, 429]);
    const receipts = [];
    for (let i = 0; i < 5; i += 1) receipts.push(await call(s.url, 'GET', `${ORDERS}/${id}/receipt.pdf`));
    expect(receipts.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(receipts[3]!.body.error.code).toBe('RATE_LIMITED');
  });
});

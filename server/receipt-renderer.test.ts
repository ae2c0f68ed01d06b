import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from './order-store.js';
import { createReceiptRenderer, receiptOptionsFromEnv, type ReceiptRenderer } from './receipt-renderer.js';
import type { ReceiptShop } from './receipt.js';

const shop = {
  identity: { name: 'Server Test Cafe', address_line_1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012', phone: '(213) 555-0142', timeZone: 'America/Los_Angeles' },
} as unknown as ReceiptShop;

function order(id: string, tipCents = 0): OrderRecord {
  return {
    id, shopId: 'srvtest', createdAt: '2025-06-18T19:00:00.000Z', dueAt: '2025-06-18T19:45:00.000Z',
    name: '王小明', phone: '2135550199', cartType: 'PICKUP', paymentType: 'CARD', paymentStatus: 'paid', invoiceCents: 2640 + tipCents, postOrderTipCents: tipCents,
    cart: { products: [] },
    quote: {
      shopId: 'srvtest', at: '2025-06-18T12:00:00.000-07:00', cartType: 'PICKUP', paymentType: 'CARD', blockers: [], trace: [],
      lines: [{ productId: 'p-burger', name: 'Burger', category: null, quantity: 2, unitCents: 1200, totalCents: 2400, discountCents: 0, taxCents: 240, note: '请不要放洋葱，谢谢', picks: [] }],
      totals: {
        subtotalCents: 2400, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 240, preTipTotalCents: 2640,
        tipCents, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 2640 + tipCents, cashbackEarnedCents: 0, marketPriceItems: 0,
      },
    },
  } as unknown as OrderRecord;
}

let renderer: ReceiptRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('receipt renderer', () => {
  it('renders in a worker once per order version: repeats and concurrent requests share one render', async () => {
    renderer = createReceiptRenderer({ threads: 1, queue: 4 });
    const first = await Promise.all(Array.from({ length: 5 }, () => renderer!.render(shop, order('order-a'))));
    for (const r of first) {
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(renderer.stats()).toMatchObject({ rendered: 1, fromCache: 0, busy: 0, cachedReceipts: 1 });
    const again = await renderer.render(shop, order('order-a'));
    expect(again.ok && first[0]!.ok && again.pdf.equals(first[0]!.pdf)).toBe(true);
    expect(renderer.stats()).toMatchObject({ rendered: 1, fromCache: 1 });
  });

  it('a tip makes a new version: rendered again, and the old version leaves the cache', async () => {
    renderer = createReceiptRenderer({ threads: 1, queue: 4 });
    const before = await renderer.render(shop, order('order-b'));
    const after = await renderer.render(shop, order('order-b', 450));
    expect(before.ok && after.ok).toBe(true);
    const s = renderer.stats();
    expect(s).toMatchObject({ rendered: 2, fromCache: 0, cachedReceipts: 1 });
    expect(s.cachedBytes).toBe(after.ok ? after.pdf.byteLength : -1);
  });

  it('answers RECEIPT_BUSY with a retry delay when the thread is busy and the queue is full', async () => {
    renderer = createReceiptRenderer({ threads: 1, queue: 1, cacheBytes: 0 });
    const results = await Promise.all(['o1', 'o2', 'o3', 'o4', 'o5'].map((id) => renderer!.render(shop, order(id))));
    const busy = results.filter((r) => !r.ok);
    const done = results.filter((r) => r.ok);
    // One running and one waiting at most; the rest are refused at once.
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThanOrEqual(2);
    expect(busy.length).toBe(5 - done.length);
    expect(busy[0]).toEqual({ ok: false, code: 'RECEIPT_BUSY', retryAfterSeconds: 2 });
    expect(renderer.stats()).toMatchObject({ rendered: done.length, busy: busy.length, cachedReceipts: 0 });
  });
});

describe('receiptOptionsFromEnv', () => {
  it('reads the three variables and refuses nonsense with the variable named', () => {
    expect(receiptOptionsFromEnv({ RECEIPT_WORKERS: '2', RECEIPT_QUEUE: '10', RECEIPT_CACHE_MB: '5' })).toEqual({ threads: 2, queue: 10, cacheBytes: 5 * 1024 * 1024 });
    expect(receiptOptionsFromEnv({})).toEqual({});
    expect(() => receiptOptionsFromEnv({ RECEIPT_WORKERS: '0' })).toThrow(/RECEIPT_WORKERS must be a whole number of worker threads from 1 to 64, not "0"/);
    expect(() => receiptOptionsFromEnv({ RECEIPT_CACHE_MB: 'lots' })).toThrow(/RECEIPT_CACHE_MB/);
  });
});

/** The receipt's contents (spec section 2, "Receipt"), checked on the lines the PDF renders. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadShops } from '../../server/shops.js';
import { receiptLines, renderReceipt } from '../../server/receipt.js';
import type { OrderRecord } from '../../server/order-store.js';
import { FIXTURE_SHOPS } from './harness.js';

const shops = await loadShops(FIXTURE_SHOPS);
const profile = shops.get('srvtest')!;

function order(over: Partial<OrderRecord>): OrderRecord {
  return {
    id: 'abcdefghijklmnopqrstuvwxyz234567',
    shopId: 'srvtest',
    createdAt: '2025-06-18T19:00:00.000Z',
    dueAt: '2025-06-18T19:45:00.000Z',
    name: 'Ana Lee',
    phone: '2135550199',
    cartType: 'DELIVERY',
    paymentType: 'CARD',
    paymentStatus: 'paid',
    invoiceCents: 3405,
    postOrderTipCents: 0,
    status: 'accepted',
    promisedAt: null,
    rejectReason: null,
    cart: { products: [], deliveryAddress: '1111 S Figueroa St, Los Angeles, CA 90015', unitNumber: '4B', deliveryInstructions: 'Leave at door' },
    quote: {
      shopId: 'srvtest', at: '2025-06-18T12:00:00.000-07:00', cartType: 'DELIVERY', paymentType: 'CARD', blockers: [], trace: [],
      delivery: { miles: 1.6, deliverable: true, feeCents: 300, maxDistanceInMiles: 5 },
      lines: [{
        productId: 'p-burger', name: 'Burger', category: 'Food', quantity: 2, unitCents: 1200, totalCents: 2400, discountCents: 0, taxCents: 240,
        note: 'no onions', picks: [{ modgroupId: 'g-side', modgroupName: 'Side', modifierId: 'm-fries', name: 'Fries', quantity: 1, unitCents: 200, totalCents: 200 }],
      }],
      totals: {
        subtotalCents: 2400, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 300, taxCents: 240, preTipTotalCents: 2940,
        tipCents: 465, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 3405, cashbackEarnedCents: 170, marketPriceItems: 0,
      },
    },
    ...over,
  } as OrderRecord;
}

const flat = (o: OrderRecord) => receiptLines(profile, o).flatMap((s) => s.rows);

describe('receipt lines', () => {
  it('a paid card delivery shows type, due weekday and time, address, items and every total', () => {
    expect(flat(order({}))).toEqual([
      ['Type', 'Delivery'],
      ['Delivery due', 'Wednesday 12:45 PM'],
      ['Name', 'Ana Lee'],
      ['Phone', '2135550199'],
      ['Address', '1111 S Figueroa St, Los Angeles, CA 90015'],
      ['Apt / Unit', '4B'],
      ['Note', 'Leave at door'],
      ['Distance', '1.6 miles'],
      ['Food', ''],
      ['2 x Burger', '$24.00'],
      ['    Side: Fries', ''],
      ['    Note: no onions', ''],
      ['Subtotal', '$24.00'],
      ['Delivery Fee', '$3.00'],
      ['Taxes', '$2.40'],
      ['Tips', '$4.65'],
      ['Grand Total', '$34.05'],
      ['Payment', 'Prepaid'],
    ]);
  });

  it('the heading names the order by its short reference, never the 32-character id', () => {
    const [head] = receiptLines(profile, order({}));
    expect(head!.heading).toBe(`${profile.identity.name} Order ABCDEFGH`);
    expect(JSON.stringify(receiptLines(profile, order({})))).not.toContain('abcdefghijklmnopqrstuvwxyz234567');
  });

  it.each([
    ['DELIVERY', 'Delivery', 'Delivery due'],
    ['PICKUP', 'Pick Up', 'Pickup due'],
    ['DINEIN', 'Dine In', 'Ready by'],
  ] as const)('a %s order reads type %s, its time labelled %s', (cartType, type, due) => {
    const base = order({});
    const rows = flat(order({ cartType, quote: { ...base.quote, cartType } }));
    expect(rows.slice(0, 2)).toEqual([['Type', type], [due, 'Wednesday 12:45 PM']]);
  });

  it('a time a week or more after the order names its date, as the order page does', () => {
    // Placed Wednesday 2025-06-18; due the Wednesday after, and the Tuesday before it.
    expect(flat(order({ dueAt: '2025-06-25T19:45:00.000Z' }))[1]).toEqual(['Delivery due', 'Wednesday, June 25, 12:45 PM']);
    expect(flat(order({ dueAt: '2025-06-24T19:45:00.000Z' }))[1]).toEqual(['Delivery due', 'Tuesday 12:45 PM']);
  });

  it('once the shop has promised a time, the time line gives that one, under the same label', () => {
    // Placed 12:00 (Los Angeles), due 12:45; accepted with 20 minutes' prep: 12:20.
    const base = order({});
    const dineIn = (over: Partial<OrderRecord>) => flat(order({ cartType: 'DINEIN', quote: { ...base.quote, cartType: 'DINEIN' }, ...over }));
    expect(dineIn({ status: 'placed' })[1]).toEqual(['Ready by', 'Wednesday 12:45 PM']);
    const accepted = dineIn({ status: 'accepted', promisedAt: '2025-06-18T19:20:00.000Z' });
    expect(accepted[1]).toEqual(['Ready by', 'Wednesday 12:20 PM']);
    expect(JSON.stringify(accepted)).not.toContain('12:45');
    // A chosen time the kitchen cannot make: the later promise.
    expect(flat(order({ promisedAt: '2025-06-18T20:10:00.000Z' }))[1]).toEqual(['Delivery due', 'Wednesday 1:10 PM']);
  });

  it.each([
    ['CARD', 'pending', 'Not Paid'],
    ['CASH', 'not_paid', 'Not Paid'],
    ['CARD', 'paid', 'Prepaid'],
  ] as const)('%s payment %s shows %s', (paymentType, paymentStatus, label) => {
    expect(flat(order({ paymentType, paymentStatus })).at(-1)).toEqual(['Payment', label]);
  });

  it('pickup has no delivery lines; discounts appear only above 0', () => {
    const base = order({});
    const rows = flat(order({
      cartType: 'PICKUP',
      quote: { ...base.quote, cartType: 'PICKUP', totals: { ...base.quote.totals, discountCents: 240, deliveryFeeCents: 0 } },
    }));
    expect(rows[0]).toEqual(['Type', 'Pick Up']);
    expect(rows.map((r) => r[0])).not.toContain('Delivery Fee');
    expect(rows.map((r) => r[0])).not.toContain('Address');
    expect(rows).toContainEqual(['Discounts', '-$2.40']);
  });

  it("prints the order's summary rows in the receipt's words: a cash order has no tip row; a one-cent discount is shown", () => {
    const base = order({});
    // 24.00 - 0.01 + 3.00 delivery + 2.40 tax = 29.39, paid in person.
    const totals = { ...base.quote.totals, discountCents: 1, tipCents: 0, preTipTotalCents: 2939, invoiceCents: 2939 };
    const rows = flat(order({ paymentType: 'CASH', paymentStatus: 'not_paid', quote: { ...base.quote, paymentType: 'CASH', totals } }));
    expect(rows.slice(rows.findIndex((r) => r[0] === 'Subtotal'))).toEqual([
      ['Subtotal', '$24.00'],
      ['Discounts', '-$0.01'],
      ['Delivery Fee', '$3.00'],
      ['Taxes', '$2.40'],
      ['Grand Total', '$29.39'],
      ['Payment', 'Not Paid'],
    ]);
  });

  it('a large order writes every amount with a comma between thousands, items and totals alike', () => {
    const base = order({});
    // 100 burgers with fries at $14.00 = $1,400.00; + $3.00 delivery + $140.00 tax = $1,543.00; + $4.65 tip = $1,547.65.
    const line = { ...base.quote.lines[0]!, quantity: 100, unitCents: 1400, totalCents: 140_000, taxCents: 14_000 };
    const totals = { ...base.quote.totals, subtotalCents: 140_000, taxCents: 14_000, preTipTotalCents: 154_300, invoiceCents: 154_765 };
    const rows = flat(order({ invoiceCents: 154_765, quote: { ...base.quote, lines: [line], totals } }));
    expect(rows).toContainEqual(['100 x Burger', '$1,400.00']);
    expect(rows.slice(rows.findIndex((r) => r[0] === 'Subtotal'))).toEqual([
      ['Subtotal', '$1,400.00'],
      ['Delivery Fee', '$3.00'],
      ['Taxes', '$140.00'],
      ['Tips', '$4.65'],
      ['Grand Total', '$1,547.65'],
      ['Payment', 'Prepaid'],
    ]);
  });

  it('a combo line lists each slot\'s choices under it, with the picks made on them', () => {
    const base = order({});
    const combo = {
      productId: 'p-slice-deal', name: '2 Slices and a Drink', category: 'Deals', quantity: 1, unitCents: 1274, totalCents: 1274, discountCents: 0, taxCents: 121, picks: [],
      combo: [
        { slotId: 's-slices', slotName: 'Slices', productId: 'p-pep', name: 'Pepperoni Slice', upchargeCents: 100, picks: [], totalCents: 100 },
        { slotId: 's-slices', slotName: 'Slices', productId: 'p-pep', name: 'Pepperoni Slice', upchargeCents: 100, totalCents: 175, picks: [{ modgroupId: 'g-x', modgroupName: 'Extras', modifierId: 'm-xc', name: 'Extra Cheese', quantity: 1, unitCents: 75, totalCents: 75 }] },
        { slotId: 's-drink', slotName: 'Drink', productId: 'p-lemonade', name: 'Lemonade', upchargeCents: 0, totalCents: 100, picks: [{ modgroupId: 'g-size', modgroupName: 'Size', modifierId: 'm-large', name: 'Large', quantity: 1, unitCents: 100, totalCents: 100 }] },
      ],
    };
    const rows = flat(order({ quote: { ...base.quote, lines: [combo] } }));
    const at = rows.findIndex((r) => r[0] === '1 x 2 Slices and a Drink');
    expect(rows.slice(at - 1, at + 3)).toEqual([
      ['Deals', ''],
      ['1 x 2 Slices and a Drink', '$12.74'],
      ['    Slices: Pepperoni Slice, Pepperoni Slice (Extra Cheese)', ''],
      ['    Drink: Lemonade (Large)', ''],
    ]);
  });

  it.each([
    ['PICKUP', 'market price, paid at pickup'],
    ['DELIVERY', 'market price, paid on delivery'],
    ['DINEIN', 'market price, paid at the table'],
  ] as const)('a market-price line of a %s order reads %s in place of its $0.00', (cartType, text) => {
    const base = order({});
    const catchLine = { productId: 'p-catch', name: 'Daily Catch', quantity: 5, unitCents: 0, totalCents: 0, discountCents: 0, taxCents: 0, picks: [], marketPrice: true as const };
    const rows = flat(order({ cartType, paymentType: 'CASH', paymentStatus: 'not_paid', quote: { ...base.quote, cartType, lines: [...base.quote.lines, catchLine] } }));
    expect(rows).toContainEqual(['5 x Daily Catch', text]);
    expect(rows).toContainEqual(['2 x Burger', '$24.00']);
  });

  it('each pick keeps its half, its level and what was taken off', () => {
    const base = order({});
    const g = { modgroupId: 'g-top', modgroupName: 'Toppings', quantity: 1 };
    const pizza = {
      productId: 'p-pizza', name: 'Pizza', category: 'Food', quantity: 1, unitCents: 1500, totalCents: 1500, discountCents: 0, taxCents: 150,
      picks: [
        { ...g, modifierId: 'm-cheese', name: 'Cheese', unitCents: 150, totalCents: 150, level: 'extra' as const },
        { ...g, modifierId: 'm-basil', name: 'Basil', unitCents: 0, totalCents: 0, removed: true as const },
        { ...g, modifierId: 'm-mush', name: 'Mushrooms', unitCents: 125, totalCents: 125, side: 'left' },
        { ...g, modifierId: 'm-ranch', name: 'Ranch', modgroupName: 'Dip', unitCents: 0, totalCents: 0, level: 'onSide' as const },
      ],
    };
    const rows = flat(order({ quote: { ...base.quote, lines: [pizza] } }));
    expect(rows.slice(rows.indexOf(rows.find((r) => r[0] === '1 x Pizza')!), rows.indexOf(rows.find((r) => r[0] === 'Subtotal')!))).toEqual([
      ['1 x Pizza', '$15.00'],
      ['    Toppings: Extra Cheese, No Basil, Mushrooms (left half)', ''],
      ['    Dip: Ranch (on the side)', ''],
    ]);
  });
});

/**
 * A card order the shop rejected or cancelled is refunded (the refund is written with the status
 * change and marks the order 'refunded' once the provider made it); an order paid in person that
 * the shop turned down is owed nothing. The payment line says so, never 'Prepaid' or 'Not Paid'.
 */
describe('the payment line of a rejected or cancelled order', () => {
  const base = order({});
  // 24.00 burgers + 3.00 delivery + 2.40 tax + 4.65 checkout tip = 34.05; a post-order tip of 5.00 makes 39.05.
  const tipped = order({
    status: 'cancelled', paymentStatus: 'refunded', postOrderTipCents: 500, invoiceCents: 3905,
    quote: { ...base.quote, totals: { ...base.quote.totals, tipCents: 465 + 500, invoiceCents: 3405 + 500 } },
  });
  const cashTotals = { ...base.quote.totals, tipCents: 0, invoiceCents: 2940 };
  const catchLine = { productId: 'p-catch', name: 'Daily Catch', quantity: 1, unitCents: 0, totalCents: 0, discountCents: 0, taxCents: 0, picks: [], marketPrice: true as const };
  const cashRejected = order({
    status: 'rejected', rejectReason: 'TOO_BUSY', paymentType: 'CASH', paymentStatus: 'not_paid', invoiceCents: 2940,
    quote: { ...base.quote, paymentType: 'CASH', totals: cashTotals, lines: [...base.quote.lines, catchLine] },
  });
  const cases: [string, OrderRecord, string][] = [
    // Rejected: the refund is on its way (the order still reads 'paid' until the provider confirms it).
    ['a card order rejected, its refund not yet made', order({ status: 'rejected', rejectReason: 'OUT_OF_ITEMS', paymentStatus: 'paid' }), 'Refunded'],
    ['a card order rejected and refunded', order({ status: 'rejected', rejectReason: 'TOO_BUSY', paymentStatus: 'refunded' }), 'Refunded'],
    ['a card order cancelled after it was accepted', order({ status: 'cancelled', promisedAt: '2025-06-18T19:30:00.000Z', paymentStatus: 'refunded' }), 'Refunded'],
    ['a card order with a post-order tip, then cancelled', tipped, 'Refunded'],
    ['a cash order rejected', cashRejected, 'Rejected: Nothing Owed'],
    ['a cash order cancelled', order({ ...cashRejected, status: 'cancelled', rejectReason: null }), 'Cancelled: Nothing Owed'],
  ];

  it.each(cases)('%s reads %s', (_, o, line) => {
    expect(flat(o).at(-1)).toEqual(['Payment', line]);
  });

  it('the tip added after the order stays on the receipt as what was refunded with it', () => {
    const rows = flat(tipped);
    expect(rows.slice(rows.findIndex((r) => r[0] === 'Tips'))).toEqual([['Tips', '$9.65'], ['Grand Total', '$39.05'], ['Payment', 'Refunded']]);
  });

  it("a rejected cash order's market-price line is not to be paid at pickup either", () => {
    expect(flat(cashRejected)).toContainEqual(['1 x Daily Catch', 'market price, nothing owed']);
    expect(flat(order({ ...cashRejected, status: 'accepted', rejectReason: null }))).toContainEqual(['1 x Daily Catch', 'market price, paid on delivery']);
  });

  let hasPoppler = true;
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    hasPoppler = false;
    if (process.env.REQUIRE_SERVICES === '1') throw new Error('pdftotext (poppler-utils) is required (REQUIRE_SERVICES=1) but is not installed.');
  }
  it.skipIf(!hasPoppler).each(cases)('the PDF of %s reads %s (read back with pdftotext)', async (_, o, line) => {
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await renderReceipt(profile, o), encoding: 'utf8' });
    expect(text).toMatch(new RegExp(`Payment +${line}`));
    expect(text).not.toMatch(/Prepaid|Not Paid|paid on delivery|paid at pickup/);
  });

  it.skipIf(!hasPoppler)('the PDF of an accepted dine-in order reads the promised time (read back with pdftotext)', async () => {
    const base = order({});
    const accepted = order({ cartType: 'DINEIN', quote: { ...base.quote, cartType: 'DINEIN' }, promisedAt: '2025-06-18T19:20:00.000Z' });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await renderReceipt(profile, accepted), encoding: 'utf8' });
    expect(text).toMatch(/Ready by +Wednesday 12:20 PM/);
    expect(text).not.toContain('12:45');
  });

  it.skipIf(!hasPoppler)('the PDF of a paid card order still reads Prepaid', async () => {
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await renderReceipt(profile, order({})), encoding: 'utf8' });
    expect(text).toMatch(/Payment +Prepaid/);
  });
});

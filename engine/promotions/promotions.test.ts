import { describe, expect, it } from 'vitest';
import type { PromotionEffect, PromotionRule, TraceEntry } from '../../schemas/generated/types.js';
import { applyPromotions, compilePromotions, computeEffect, type PromoLine } from './index.js';

/** A line of `quantity` x `unitCents`, tagged for selectors. */
function line(unitCents: number, quantity: number, tag = 'food'): PromoLine {
  return {
    unitCents,
    quantity,
    totalCents: unitCents * quantity,
    product: { id: `p-${unitCents}-${tag}`, name: `Item ${unitCents}`, tags: [tag] },
    category: { id: 'c', name: 'Food' },
  };
}

function effect(e: PromotionEffect, lines: PromoLine[], matching?: boolean[]) {
  const subtotalCents = lines.reduce((a, l) => a + l.totalCents, 0);
  return computeEffect(e, { lines, matching: matching ?? lines.map(() => true), subtotalCents }).amountCents;
}

describe('effects (spec section 9 promotions)', () => {
  it.each([
    ['20% code on $31.55', { type: 'percent-off', percent: 20 }, [line(1000, 2), line(1155, 1)], 631], // 631.0
    ['15% on $33.33 rounds half up', { type: 'percent-off', percent: '15' }, [line(3333, 1)], 500], // 499.95
    ['15% on $0.10 half up at .5', { type: 'percent-off', percent: 15 }, [line(10, 1)], 2], // 1.5 -> 2
    ['$5 gift code', { type: 'amount-off', amountCents: 500 }, [line(1200, 1)], 500],
    ['$5 gift code on a $3 cart', { type: 'amount-off', amountCents: 500 }, [line(300, 1)], 300],
    ['bogo: 2 x $10 + 1 x $6 -> the second $10 is free', { type: 'bogo-cheapest-free' }, [line(1000, 2), line(600, 1)], 1000],
    ['bogo: $12, $9, $8, $5 -> $9 and $5 free', { type: 'bogo-cheapest-free' }, [line(500, 1), line(1200, 1), line(800, 1), line(900, 1)], 1400],
    ['bogo: one item gives nothing', { type: 'bogo-cheapest-free' }, [line(1200, 1)], 0],
    ['bogo: 5 x $4 -> 2 free', { type: 'bogo-cheapest-free' }, [line(400, 5)], 800],
    ['50% off cheapest of pair: $12 + $9 -> $4.50', { type: 'cheapest-of-pair-percent-off', percent: 50 }, [line(1200, 1), line(900, 1)], 450],
    ['50% off cheapest of pair: $9.99 x 2 + $3.33 -> 499.5 -> 500', { type: 'cheapest-of-pair-percent-off', percent: 50 }, [line(999, 2), line(333, 1)], 500],
  ] as const)('%s', (_name, e, lines, expected) => {
    expect(effect(e as PromotionEffect, [...lines])).toBe(expected);
  });

  it('percent-off with a match takes only the matching lines', () => {
    const lines = [line(1000, 1, 'drink'), line(2000, 1)];
    // 10% of $10 drinks only
    expect(effect({ type: 'percent-off', percent: 10, match: { tags: ['drink'] } }, lines, [true, false])).toBe(100);
  });

  describe('fixed-price deal ($5 deal, $8 off, remainder over $10)', () => {
    const deal: PromotionEffect = { type: 'fixed-price-deal', match: { tags: ['deal'] }, dealPriceCents: 500, discountCents: 800, remainderMinCents: 1000 };
    it.each([
      ['remainder $12 > $10: $8 off', [line(1300, 1, 'deal'), line(1200, 1)], [true, false], 800],
      ['remainder exactly $10: no deal', [line(1300, 1, 'deal'), line(1000, 1)], [true, false], 0],
      ['deal item under $8 is at most free', [line(600, 1, 'deal'), line(1200, 1)], [true, false], 600],
      ['only maxDeals (1) unit', [line(1300, 3, 'deal'), line(1200, 1)], [true, false], 800],
    ] as const)('%s', (_n, lines, matching, expected) => {
      expect(effect(deal, [...lines], [...matching])).toBe(expected);
    });
    it('gives fewer deals when the remainder is too small for maxDeals', () => {
      // 3 deal units of $13 + $12 other: with 2 deals the rest is 13 + 12 = $25 > $10 -> 2 deals
      expect(effect({ ...deal, maxDeals: 2 }, [line(1300, 3, 'deal'), line(1200, 1)], [true, false])).toBe(1600);
      // 2 deal units + $5: with 2 deals rest is $5, with 1 deal the rest is $18 -> 1 deal
      expect(effect({ ...deal, maxDeals: 2 }, [line(1300, 2, 'deal'), line(500, 1)], [true, false])).toBe(800);
    });
  });

  describe('fixed-price deal priced by dealPriceCents alone ($5, remainder over $10)', () => {
    const deal: PromotionEffect = { type: 'fixed-price-deal', match: { tags: ['deal'] }, dealPriceCents: 500, remainderMinCents: 1000, maxDeals: 2 };
    /** A deal line whose unit is a product of productCents plus picks. */
    const withPicks = (productCents: number, picksCents: number, quantity: number): PromoLine => ({ ...line(productCents + picksCents, quantity, 'deal'), productCents });
    it.each([
      // $13 burrito: 1300 - 500 = 800 off, as the hand-written discountCents of the shipped deal
      ['a $13 item costs $5', [withPicks(1300, 0, 1), line(1200, 1)], 800],
      // $13 + $1.75 guacamole: the item is $5, the guacamole is still charged: 1300 - 500 = 800
      ['its picks are still charged', [withPicks(1300, 175, 1), line(1200, 1)], 800],
      // two items of different prices: (1300 - 500) + (1500 - 500) = 1800; remainder 2000 > 1000
      ['each matched item at its own price', [withPicks(1300, 0, 1), withPicks(1500, 0, 1), line(2000, 1)], 1800],
      // a $4 item under the $5 deal price gets nothing off
      ['an item already under the deal price', [withPicks(400, 0, 1), line(2000, 1)], 0],
    ] as const)('%s', (_n, lines, expected) => {
      expect(effect(deal, [...lines], lines.map((l) => l.product?.tags?.[0] === 'deal'))).toBe(expected);
    });
  });
});

const promo = (over: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'effect'>): PromotionRule => ({ kind: 'promotion', ...over });

function run(rules: PromotionRule[], lines: PromoLine[], extra: { promoCode?: string; cartType?: string; paymentType?: string } = {}) {
  const trace: TraceEntry[] = [];
  const result = applyPromotions(
    compilePromotions(rules),
    {
      lines,
      subtotalCents: lines.reduce((a, l) => a + l.totalCents, 0),
      cartType: extra.cartType ?? 'PICKUP',
      paymentType: extra.paymentType ?? 'CARD',
      promoCode: extra.promoCode,
      now: Date.UTC(2026, 2, 10, 19), // Tuesday 12:00 in Los Angeles
      zone: 'America/Los_Angeles',
      schedules: {},
    },
    trace,
  );
  return { ...result, trace };
}

describe('applyPromotions', () => {
  const save20 = promo({ id: 'save20', code: 'SAVE20', effect: { type: 'percent-off', percent: 20 } });
  const lines = [line(2500, 2)]; // $50

  it('applies a code entered in any case, trimmed', () => {
    expect(run([save20], lines, { promoCode: '  save20 ' }).discountCents).toBe(1000);
    const r = run([save20], lines, { promoCode: 'SAVE15' });
    expect(r.discountCents).toBe(0);
    expect(r.trace.map((t) => t.reason)).toEqual(['code SAVE20 not entered', 'code SAVE15 matches no promotion']);
  });

  it('checks each condition', () => {
    const at50 = promo({ id: 'auto15', effect: { type: 'percent-off', percent: 15 }, conditions: { minSubtotalCents: 5000 } });
    expect(run([at50], [line(5000, 1)]).discountCents).toBe(750); // at exactly $50
    expect(run([at50], [line(4999, 1)]).discountCents).toBe(0);
    const cardDelivery = promo({ id: 'cd', effect: { type: 'amount-off', amountCents: 100 }, conditions: { cartTypes: ['DELIVERY'], paymentTypes: ['CARD'] } });
    expect(run([cardDelivery], lines, { cartType: 'DELIVERY' }).discountCents).toBe(100);
    expect(run([cardDelivery], lines, { cartType: 'PICKUP' }).discountCents).toBe(0);
    expect(run([cardDelivery], lines, { cartType: 'DELIVERY', paymentType: 'CASH' }).discountCents).toBe(0);
    const tuesday = promo({ id: 'tue', effect: { type: 'amount-off', amountCents: 100 }, conditions: { when: { days: [2] } } });
    const wednesday = promo({ id: 'wed', effect: { type: 'amount-off', amountCents: 100 }, conditions: { when: { days: [3] } } });
    expect(run([tuesday], lines).discountCents).toBe(100);
    expect(run([wednesday], lines).discountCents).toBe(0);
    const three = promo({ id: 'q', effect: { type: 'bogo-cheapest-free', match: { tags: ['taco'] } }, conditions: { minMatchingQuantity: 3 } });
    expect(run([three], [line(400, 2, 'taco'), line(900, 1)]).discountCents).toBe(0);
    expect(run([three], [line(400, 3, 'taco'), line(900, 1)]).discountCents).toBe(400);
  });

  it('applies in priority order, ties in profile order, capped at the subtotal', () => {
    const a = promo({ id: 'a', effect: { type: 'amount-off', amountCents: 3000 } });
    const b = promo({ id: 'b', priority: 5, effect: { type: 'percent-off', percent: 50 } });
    const c = promo({ id: 'c', effect: { type: 'amount-off', amountCents: 100 } });
    const r = run([a, b, c], lines);
    // b first: 50% of $50 = $25; a: $30 capped to the $25 left; c: nothing left
    expect(r.applied).toEqual([{ ruleId: 'b', amountCents: 2500 }, { ruleId: 'a', amountCents: 2500 }]);
    expect(r.discountCents).toBe(5000);
    expect(r.trace.map((t) => [t.ruleId, t.fired])).toEqual([['b', true], ['a', true], ['c', false]]);
  });

  it('keeps an exclusive promotion alone', () => {
    const auto = promo({ id: 'auto', priority: 10, effect: { type: 'amount-off', amountCents: 100 } });
    const excl = promo({ id: 'excl', exclusive: true, effect: { type: 'percent-off', percent: 20 } });
    const later = promo({ id: 'later', priority: -1, effect: { type: 'amount-off', amountCents: 200 } });
    // auto applies first, so the exclusive one does not fire; later still applies
    expect(run([auto, excl, later], lines).applied.map((x) => x.ruleId)).toEqual(['auto', 'later']);
    // without auto, the exclusive fires and nothing applies after it
    const r = run([excl, later], lines);
    expect(r.applied).toEqual([{ ruleId: 'excl', amountCents: 1000 }]);
    expect(r.trace[1]).toEqual({ step: 'promotion', ruleId: 'later', fired: false, reason: 'exclusive promotion excl already applied', amountCents: 0 });
  });

  it('skips disabled promotions and ones that give nothing', () => {
    const off = promo({ id: 'off', enabled: false, effect: { type: 'amount-off', amountCents: 100 } });
    const bogo = promo({ id: 'bogo', effect: { type: 'bogo-cheapest-free' } });
    const r = run([off, bogo], [line(900, 1)]);
    expect(r.discountCents).toBe(0);
    expect(r.trace.map((t) => t.reason)).toEqual(['disabled', 'no discount: fewer than two matching items']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, Rule } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart, publicQuote } from './index.js';

const coded = (id: string, code: string, percent = 10): Rule => ({ id, kind: 'promotion', code, effect: { type: 'percent-off', percent } });
const RULES: Rule[] = [
  coded('promo-a', 'SAFFRON20', 20),
  coded('promo-b', 'VIPONLY', 50),
  { id: 'promo-off', kind: 'promotion', enabled: false, effect: { type: 'amount-off', amountCents: 500 } },
  { id: 'promo-auto', kind: 'promotion', conditions: { minSubtotalCents: 3000 }, effect: { type: 'amount-off', amountCents: 300 } },
];
const profile = makeProfile({ rules: RULES });
const price = (cart: Partial<CartInput>) => priceCart(profile, makeCart(cart), { now: NOON });
const text = (v: unknown) => JSON.stringify(v).toUpperCase();

describe('publicQuote', () => {
  it.each<[string, Partial<CartInput>, string[], string[]]>([
    // name, cart, codes the full trace names, codes the public answer may name
    ['an empty cart', { products: [] }, ['SAFFRON20', 'VIPONLY'], []],
    ['a cart with one code entered', { promoCode: 'saffron20' }, ['VIPONLY'], ['SAFFRON20']],
    ['a cart with a code that matches nothing', { promoCode: 'NOPE99' }, ['SAFFRON20', 'VIPONLY', 'NOPE99'], ['NOPE99']],
  ])('%s: the public quote names no code the customer did not enter', (_name, cart, full, allowed) => {
    const q = price(cart);
    for (const code of full) expect(text(q.trace)).toContain(code);
    const pub = publicQuote(q);
    for (const code of ['SAFFRON20', 'VIPONLY', 'NOPE99']) {
      if (allowed.includes(code)) expect(text(pub)).toContain(code);
      else expect(text(pub)).not.toContain(code);
    }
    expect(validateQuote(pub).ok).toBe(true);
  });

  it('leaves out a promotion the shop turned off, keeps an automatic one and every total', () => {
    const q = price({ products: [{ productId: 'p-burger', quantity: 4 }] });
    const pub = publicQuote(q);
    expect(q.trace.filter((t) => t.ruleId === 'promo-off').map((t) => t.reason)).toEqual(['disabled']);
    expect(pub.trace.map((t) => t.ruleId).filter((id) => id !== undefined)).toEqual(['promo-auto']);
    // burger 4 x 10.00 = 40.00 reaches the automatic $3 off at $30
    expect(pub.totals).toEqual(q.totals);
    expect(pub.totals.discountCents).toBe(300);
    expect(pub.lines).toEqual(q.lines);
    expect(pub.trace.length).toBe(q.trace.length - 3);
  });

  it('leaves out the steps of price rules customers are not shown, keeps the ones they see, and every total', () => {
    const p = makeProfile({
      rules: [
        { id: 'taco-markup', kind: 'price-increase', target: 'product', match: { ids: ['p-taco'] }, amountCents: 100 },
        { id: 'burrito-half', kind: 'price-factor', target: 'product', match: { ids: ['p-burrito'] }, percentOff: 50 },
        { id: 'juice-quiet', kind: 'fixed-price', target: 'product', match: { ids: ['p-juice'] }, priceCents: 300, showOriginalPrice: false },
      ],
    });
    const q = priceCart(p, makeCart({ products: [{ productId: 'p-taco', quantity: 2 }, { productId: 'p-burrito', quantity: 1 }, { productId: 'p-juice', quantity: 1 }] }), { now: NOON });
    // Taco 4.00 + 1.00 markup; burrito floor(999 x 0.5) = 499 shown struck through; juice 5.00 set to 3.00 silently.
    expect(q.lines.map((l) => l.unitCents)).toEqual([500, 499, 300]);
    const steps = (quote: typeof q) => quote.trace.filter((t) => t.lineIndex !== undefined && t.ruleId !== undefined).map((t) => [t.step, t.ruleId, t.amountCents, t.staffOnly === true]);
    expect(steps(q)).toEqual([
      ['price-increase', 'taco-markup', 200, true],
      ['price-factor', 'burrito-half', -500, false],
      ['fixed-price', 'juice-quiet', -200, true],
    ]);
    const pub = publicQuote(q);
    expect(steps(pub)).toEqual([['price-factor', 'burrito-half', -500, false]]);
    expect(text(pub)).not.toContain('TACO-MARKUP');
    expect(text(pub)).not.toContain('JUICE-QUIET');
    expect(pub.lines).toEqual(q.lines);
    expect(pub.totals).toEqual(q.totals);
    expect(pub.totals.subtotalCents).toBe(2 * 500 + 499 + 300);
    expect(validateQuote(pub).ok).toBe(true);
  });

  it.each<[string, Rule, number, boolean]>([
    // name, the promotion, the instant, whether a public answer names it
    ['a weekend promotion on a Tuesday', { id: 'weekend', kind: 'promotion', when: { days: 'sat-sun' }, effect: { type: 'amount-off', amountCents: 300 } }, NOON, false],
    ['the same on a Saturday', { id: 'weekend', kind: 'promotion', when: { days: 'sat-sun' }, effect: { type: 'amount-off', amountCents: 300 } }, NOON + 4 * 86_400_000, true],
    ['a holiday promotion that ended', { id: 'holiday', kind: 'promotion', when: { dateFrom: '2025-12-20', dateTo: '2025-12-26' }, effect: { type: 'percent-off', percent: 10 } }, NOON, false],
    ['a holiday promotion still to come', { id: 'holiday', kind: 'promotion', when: { dateFrom: '2026-12-20', dateTo: '2026-12-26' }, effect: { type: 'percent-off', percent: 10 } }, NOON, false],
    ['one that is on now', { id: 'holiday', kind: 'promotion', when: { dateFrom: '2026-03-01', dateTo: '2026-03-31' }, effect: { type: 'percent-off', percent: 10 } }, NOON, true],
    ['one too small for the cart, offered now', { id: 'big', kind: 'promotion', conditions: { minSubtotalCents: 100_000 }, effect: { type: 'amount-off', amountCents: 300 } }, NOON, true],
  ])('%s: named in public only while it is offered', (_name, rule, now, shown) => {
    const q = priceCart(makeProfile({ rules: [rule] }), makeCart({ products: [{ productId: 'p-burger', quantity: 2 }] }), { now });
    const entry = q.trace.find((t) => t.ruleId === rule.id);
    expect(entry?.step).toBe('promotion');
    const pub = publicQuote(q);
    expect(pub.trace.some((t) => t.ruleId === rule.id)).toBe(shown);
    expect(entry?.staffOnly === true).toBe(!shown);
    expect(pub.totals).toEqual(q.totals);
  });

  it('keeps a code the customer entered even when it is not offered at this time', () => {
    const rule: Rule = { id: 'sat-code', kind: 'promotion', code: 'SATURDAY', when: { days: 'sat' }, effect: { type: 'amount-off', amountCents: 300 } };
    const q = priceCart(makeProfile({ rules: [rule] }), makeCart({ promoCode: 'saturday' }), { now: NOON });
    const pub = publicQuote(q);
    expect(pub.trace.find((t) => t.ruleId === 'sat-code')).toMatchObject({ fired: false, reason: 'not offered at this time' });
    expect(pub.promo).toMatchObject({ code: 'SATURDAY', state: 'not-applicable' });
  });

  it('does not change the quote it is given', () => {
    const q = price({ products: [] });
    const before = structuredClone(q);
    publicQuote(q);
    expect(q).toEqual(before);
  });
});

describe('properties', () => {
  // Codes that cannot occur in the fixture's names, ids or reasons by chance.
  const codeArb = fc.stringMatching(/^QZ[A-Z0-9]{3,8}$/);
  it('the public quote never names a code of the profile but the one entered', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(codeArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ productId: fc.constantFrom('p-burger', 'p-taco', 'p-fish', 'p-wine', 'p-mug'), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 5 }),
        fc.nat(),
        fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
        fc.constantFrom('CASH' as const, 'CARD' as const),
        (codes, products, pick, cartType, paymentType) => {
          const rules = codes.map((c, i) => ({ ...coded(`r${i}`, c, 5 + i), ...(i % 3 === 2 ? { enabled: false } : {}) }) as Rule);
          const p = makeProfile({ rules });
          // Enter one of the codes (any case), or none.
          const entered = pick % (codes.length + 1) < codes.length ? codes[pick % (codes.length + 1)]! : undefined;
          const cart = makeCart({ products, cartType, paymentType, distanceInMiles: 1, promoCode: entered?.toLowerCase() ?? null });
          const q = priceCart(p, cart, { now: NOON });
          const pub = text(publicQuote(q));
          codes.forEach((c, i) => {
            if (c === entered) return;
            expect(pub).not.toContain(c);
            // The full trace keeps the code of every enabled promotion for staff.
            if (i % 3 !== 2) expect(text(q.trace)).toContain(c);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

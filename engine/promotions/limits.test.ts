import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, PromotionLimits, Rule } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from '../pricing/index.js';
import { localInstant, type PromoHistory } from './limits.js';

// WELCOME5: $5.00 off the order, with the limits under test. The cart: 2 Burgers ($10.00) and a
// Taco ($4.00), pickup, paid by card, at Tuesday 2026-03-10 12:00 in Los Angeles (NOON).
const welcome = (limits: PromotionLimits, coded = true): Rule => ({
  id: 'welcome5', kind: 'promotion', ...(coded ? { code: 'WELCOME5' } : {}), limits, effect: { type: 'amount-off', amountCents: 500 },
});
const cart = (over: Partial<CartInput> = {}): CartInput =>
  makeCart({ promoCode: 'welcome5', products: [{ productId: 'p-burger', quantity: 2 }, { productId: 'p-taco', quantity: 1 }], ...over });
const price = (rule: Rule, promoHistory?: PromoHistory, over: Partial<CartInput> = {}, now = NOON) =>
  priceCart(makeProfile({ rules: [rule] }), cart(over), { now, ...(promoHistory ? { promoHistory } : {}) });
const verified = (over: Partial<PromoHistory> = {}): PromoHistory => ({ phoneVerified: true, usedByPhone: [], ordersBefore: 0, usesTaken: {}, ...over });

// Worked by hand, tax 9.5% (the shop's default), cashback 5% of the invoice, floored:
// applied: subtotal 24.00, discount 5.00 shared 4.17 (burgers, 20/24 of it) and 0.83 (taco);
//          tax 9.5% x (20.00 - 4.17) = 1.50385 plus 9.5% x (4.00 - 0.83) = 0.30115, 1.805 rounded once: 1.81;
//          pre-tip 19.00 + 1.81 = 20.81; invoice 20.81; cashback floor(1.0405) = 1.04.
// refused: subtotal 24.00, no discount, tax 9.5% x 24.00 = 2.28, invoice 26.28, cashback floor(1.314) = 1.31.
const APPLIED = { subtotalCents: 2400, discountCents: 500, taxCents: 181, preTipTotalCents: 2081, invoiceCents: 2081, cashbackEarnedCents: 104 };
const REFUSED = { subtotalCents: 2400, discountCents: 0, taxCents: 228, preTipTotalCents: 2628, invoiceCents: 2628, cashbackEarnedCents: 131 };

describe('promo code limits, one at a time', () => {
  it.each([
    // name, limits, history, state or refusal code, the customer's message
    ['once per customer: a verified phone that has not used it', { oncePerCustomer: true }, verified(), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['once per customer: the same phone again', { oncePerCustomer: true }, verified({ usedByPhone: ['welcome5'] }), 'PROMO_ALREADY_USED',
      'You have already used the code WELCOME5; it can be used once per customer. Remove it to place your order.'],
    ['once per customer: another code used by the phone does not count', { oncePerCustomer: true }, verified({ usedByPhone: ['other-code'] }), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['once per customer: a phone not verified', { oncePerCustomer: true }, verified({ phoneVerified: false }), 'PROMO_PHONE_NOT_VERIFIED',
      'The code WELCOME5 needs a verified phone number, since it is for one use per customer. Verify your phone number with the code we text you, then place your order; or remove the promo code.'],
    ['first order only: a verified phone with no order here', { firstOrderOnly: true }, verified(), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['first order only: a phone that has ordered here before', { firstOrderOnly: true }, verified({ ordersBefore: 1 }), 'PROMO_FIRST_ORDER_ONLY',
      'The code WELCOME5 is for a first order only, and this phone number has ordered here before. Remove it to place your order.'],
    ['first order only: a phone not verified', { firstOrderOnly: true }, verified({ phoneVerified: false }), 'PROMO_PHONE_NOT_VERIFIED',
      "The code WELCOME5 needs a verified phone number, since it is for a customer's first order only. Verify your phone number with the code we text you, then place your order; or remove the promo code."],
    ['a budget of 100 with 99 uses taken: the last one', { maxUses: 100 }, verified({ usesTaken: { welcome5: 99 } }), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['a budget of 100 with 100 uses taken', { maxUses: 100 }, verified({ usesTaken: { welcome5: 100 } }), 'PROMO_USED_UP',
      'The code WELCOME5 has been used as many times as the shop offered it and is no longer available. Remove it to place your order.'],
    ['a budget needs no verified phone', { maxUses: 100 }, verified({ phoneVerified: false, usesTaken: { welcome5: 3 } }), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['valid from noon, at noon', { validFrom: '2026-03-10T12:00' }, verified(), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['valid from a minute after noon', { validFrom: '2026-03-10T12:01' }, verified(), 'PROMO_NOT_STARTED',
      'The code WELCOME5 can be used from today at 12:01 PM. Remove it to order now, or order again then.'],
    ['valid from Friday', { validFrom: '2026-03-13' }, verified(), 'PROMO_NOT_STARTED',
      'The code WELCOME5 can be used from Friday. Remove it to order now, or order again then.'],
    ['valid from next month', { validFrom: '2026-04-01T09:00' }, verified(), 'PROMO_NOT_STARTED',
      'The code WELCOME5 can be used from Wednesday, April 1 at 9:00 AM. Remove it to order now, or order again then.'],
    ['valid until noon, at noon (the instant it ends)', { validUntil: '2026-03-10T12:00' }, verified(), 'PROMO_EXPIRED',
      'The code WELCOME5 could be used until today at 12:00 PM and has expired. Remove it to place your order.'],
    ['valid until today (a date alone: the whole day)', { validUntil: '2026-03-10' }, verified(), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['valid until yesterday', { validUntil: '2026-03-09' }, verified(), 'PROMO_EXPIRED',
      'The code WELCOME5 could be used until Monday, March 9 and has expired. Remove it to place your order.'],
    ['at least 3 items: 2 burgers and a taco are 3', { minItems: 3 }, verified(), 'PROMO_APPLIED', 'Code WELCOME5 applied.'],
    ['at least 5 items, with 3', { minItems: 5 }, verified(), 'PROMO_MIN_ITEMS',
      'The code WELCOME5 needs at least 5 items in your cart; it has 3. Add 2 more, or remove the code.'],
  ] as const)('%s', (_name, limits, history, reason, text) => {
    const q = price(welcome(limits), history);
    expect(q.promo).toMatchObject({ code: 'WELCOME5', reason, message: text, state: reason === 'PROMO_APPLIED' ? 'applied' : 'refused' });
    expect(q.totals).toMatchObject(reason === 'PROMO_APPLIED' ? APPLIED : REFUSED);
    // A refused code is the quote's one blocker, at the code field, with the same message.
    // The remedy: verify the phone when that is what the code waits for, else remove the code.
    const remedy = { kind: reason === 'PROMO_PHONE_NOT_VERIFIED' ? 'verify-phone' : 'remove-promo-code' };
    expect(q.blockers).toEqual(reason === 'PROMO_APPLIED' ? [] : [{ code: reason, message: text, path: '/promoCode', remedy }]);
    expect(q.promo!.amountCents).toBe(reason === 'PROMO_APPLIED' ? 500 : undefined);
    expect(validateQuote(q).ok).toBe(true);
  });
});

describe('promo code limits together', () => {
  it('checks the dates before the budget, the budget before the phone, the phone before the item count', () => {
    const all: PromotionLimits = { validUntil: '2026-03-09', maxUses: 1, oncePerCustomer: true, minItems: 9 };
    const bad: PromoHistory = { phoneVerified: false, usesTaken: { welcome5: 1 } };
    expect(price(welcome(all), bad).promo?.reason).toBe('PROMO_EXPIRED');
    expect(price(welcome({ ...all, validUntil: '2026-03-11' }), bad).promo?.reason).toBe('PROMO_USED_UP');
    expect(price(welcome({ ...all, validUntil: '2026-03-11', maxUses: 2 }), bad).promo?.reason).toBe('PROMO_PHONE_NOT_VERIFIED');
    expect(price(welcome({ ...all, validUntil: '2026-03-11', maxUses: 2 }), { ...bad, phoneVerified: true }).promo?.reason).toBe('PROMO_MIN_ITEMS');
  });

  it('simulates a verified first order with nothing used when no history is given (shopctl price)', () => {
    const q = price(welcome({ oncePerCustomer: true, firstOrderOnly: true, maxUses: 1 }));
    expect(q.promo?.state).toBe('applied');
    expect(q.totals).toMatchObject(APPLIED);
  });

  it('refuses a limit before exclusivity: an exclusive automatic promotion does not hide a spent code', () => {
    const auto: Rule = { id: 'auto10', kind: 'promotion', priority: 5, exclusive: true, effect: { type: 'percent-off', percent: 10 } };
    const q = priceCart(makeProfile({ rules: [auto, welcome({ maxUses: 1 })] }), cart(), { now: NOON, promoHistory: verified({ usesTaken: { welcome5: 1 } }) });
    // 10% of 24.00 = 2.40 from the automatic promotion; the spent code is still refused.
    expect(q.totals.discountCents).toBe(240);
    expect(q.blockers.map((b) => b.code)).toEqual(['PROMO_USED_UP']);
  });

  it('reads only the dates and the item count of an automatic promotion, silently', () => {
    const rule = welcome({ validUntil: '2026-03-09', minItems: 1 }, false);
    const q = priceCart(makeProfile({ rules: [rule] }), cart({ promoCode: null }), { now: NOON, promoHistory: verified({ phoneVerified: false }) });
    expect(q.totals).toMatchObject(REFUSED);
    expect(q.blockers).toEqual([]);
    expect(q.promo).toBeUndefined();
    expect(q.trace.find((t) => t.ruleId === 'welcome5')?.reason).toBe('limit PROMO_EXPIRED: offered until 2026-03-09');
    // In its dates, an automatic promotion takes its $5.00 off without a code.
    const open = priceCart(makeProfile({ rules: [welcome({ validUntil: '2026-03-10', minItems: 1 }, false)] }), cart({ promoCode: null }), { now: NOON });
    expect(open.totals).toMatchObject(APPLIED);
  });
});

describe('the entered code\'s state', () => {
  it.each([
    ['a code no promotion has', 'NOPE9', 'unknown', 'PROMO_CODE_UNKNOWN', 'The code NOPE9 is not valid here. Check it for typos, or clear it to order without a code.'],
    ['a code whose condition does not hold', 'BIG50', 'not-applicable', 'PROMO_NOT_APPLICABLE', 'The code BIG50 does not apply to this order: subtotal $24.00 is below $50.00.'],
    ['a code that applies, typed in lower case', 'big10', 'applied', 'PROMO_APPLIED', 'Code BIG10 applied.'],
  ] as const)('%s', (_name, entered, state, reason, text) => {
    const rules: Rule[] = [
      { id: 'big50', kind: 'promotion', code: 'BIG50', conditions: { minSubtotalCents: 5000 }, effect: { type: 'percent-off', percent: 15 } },
      { id: 'big10', kind: 'promotion', code: 'BIG10', conditions: { minSubtotalCents: 1000 }, effect: { type: 'percent-off', percent: 15 } },
    ];
    const q = priceCart(makeProfile({ rules }), cart({ promoCode: entered }), { now: NOON });
    expect(q.promo).toMatchObject({ state, reason, message: text });
    // Only a refused code blocks the order; 15% of 24.00 = 3.60 off when it applies.
    expect(q.blockers).toEqual([]);
    expect(q.totals.discountCents).toBe(state === 'applied' ? 360 : 0);
  });

  it('says nothing when no code was entered', () => {
    expect(priceCart(makeProfile({ rules: [welcome({ maxUses: 1 })] }), cart({ promoCode: '  ' }), { now: NOON }).promo).toBeUndefined();
  });
});

describe('valid from / until on the shop clock', () => {
  it.each([
    // written, the day after (a date alone in validUntil), the instant (UTC)
    ['2026-03-10T12:00', 0, '2026-03-10T19:00:00.000Z'], // PDT, UTC-7
    ['2026-03-01', 0, '2026-03-01T08:00:00.000Z'], // PST, UTC-8
    ['2026-03-31', 1, '2026-04-01T07:00:00.000Z'], // the end of March 31, PDT
    ['2026-03-08T02:30', 0, '2026-03-08T10:00:00.000Z'], // in the spring-forward gap: the clock jumps from 2:00 to 3:00 PDT
    ['2026-11-01T01:30', 0, '2026-11-01T08:30:00.000Z'], // twice on the fall-back day: the first (PDT)
  ] as const)('%s (+%i day)', (text, days, iso) => {
    expect(new Date(localInstant(text, 'America/Los_Angeles', days)).toISOString()).toBe(iso);
  });

  it('opens a code at its validFrom instant, not a minute before, across the spring-forward change', () => {
    const rule = welcome({ validFrom: '2026-03-08T02:30' });
    const opens = Date.UTC(2026, 2, 8, 10, 0);
    expect(price(rule, verified(), {}, opens - 60_000).promo?.reason).toBe('PROMO_NOT_STARTED');
    expect(price(rule, verified(), {}, opens).promo?.reason).toBe('PROMO_APPLIED');
  });
});

describe('properties', () => {
  it('a refused code never takes anything off and always blocks; an applied one never blocks', () => {
    const rule = welcome({ oncePerCustomer: true, firstOrderOnly: true, maxUses: 3, minItems: 2 });
    const profile = makeProfile({ rules: [rule] });
    fc.assert(
      fc.property(
        fc.record({ phoneVerified: fc.boolean(), used: fc.boolean(), ordersBefore: fc.nat(3), taken: fc.nat(5), tacos: fc.integer({ min: 1, max: 4 }) }),
        (h) => {
          const q = priceCart(profile, cart({ products: [{ productId: 'p-taco', quantity: h.tacos }] }), {
            now: NOON,
            promoHistory: { phoneVerified: h.phoneVerified, usedByPhone: h.used ? ['welcome5'] : [], ordersBefore: h.ordersBefore, usesTaken: { welcome5: h.taken } },
          });
          const ok = h.phoneVerified && !h.used && h.ordersBefore === 0 && h.taken < 3 && h.tacos >= 2;
          expect(q.promo?.state).toBe(ok ? 'applied' : 'refused');
          // 4.00 a taco; $5.00 off, capped at the subtotal.
          expect(q.totals.discountCents).toBe(ok ? Math.min(500, 400 * h.tacos) : 0);
          expect(q.blockers.length).toBe(ok ? 0 : 1);
          if (!ok) expect(q.blockers[0]!.code).toBe(q.promo?.reason);
        },
      ),
    );
  });
});

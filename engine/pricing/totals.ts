/**
 * Steps 2-13 of pricing (DESIGN section 4) over lines already priced per unit: subtotal,
 * promotions and their allocation, service fee, delivery, tax, tip, donation, cashback and the
 * invoice. Pure arithmetic on integer cents; every step leaves a trace entry.
 */
import type { Blocker, CartInput, Presentation, PromoState, QuoteLine, TipChoice, Totals, TraceEntry } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { quoteDelivery, type QuoteDelivery } from '../delivery/index.js';
import { allocate, allocateBy, formatDollars, mulDivRound, parseDecimal, percentOf, type Decimal } from '../money.js';
import { CART_TYPE_WORDS, cartTypeWords, holdsForCartType, ruleCartTypes } from '../cart-types.js';
import { serviceChargeRuleFor } from '../rules/service-charge.js';
import { localParts } from '../schedule.js';
import { applyPromotions, type AppliedPromotion, type PromoHistory, type PromoLine } from '../promotions/index.js';
import type { NamedSchedules } from '../schedule.js';
import type { PriceStep } from '../menu/types.js';
import type { CartType, PaymentType } from './coercions.js';
import type { PreparedPricing } from './prepared.js';
import { cashbackRefusal, donationAmountCents, donationRefusal } from './allowances.js';
import { computeTax } from './tax.js';
import { percentChoiceCents, postOrderTipChoices, resolveTip, tipCents, tipChoices, tipSettingsOf } from './tips.js';

/** A cart line priced per unit (step 1), ready for the totals. */
export interface PricedLine extends PromoLine {
  /** The quote line; discountCents and taxCents are filled in by `priceTotals`. */
  readonly quote: QuoteLine;
  /** Tax rate in percent; undefined = untaxed (a retail category, or an unknown product). */
  readonly taxRate: Decimal | undefined;
  readonly marketPrice: boolean;
  /** The price rules that changed the product's unit price (for the trace). */
  readonly priceSteps?: readonly PriceStep[] | undefined;
  /** Age-restricted: the product's minimumAge. */
  readonly minimumAge?: number | undefined;
}

export interface TotalsInput {
  readonly prepared: PreparedPricing;
  readonly settings: LoadedSettings;
  readonly presentation: Presentation;
  readonly cart: CartInput;
  readonly cartType: CartType;
  readonly paymentType: PaymentType;
  readonly now: number;
  readonly zone: string;
  readonly schedules: NamedSchedules;
  /** The customer's uses and orders for the promo codes' limits (none = nothing stands in the way). */
  readonly promoHistory?: PromoHistory | undefined;
}

export interface TotalsResult {
  readonly totals: Totals;
  readonly delivery: QuoteDelivery | null;
  readonly tipChoices: TipChoice[];
  /** The post-order tip widget's buttons (card orders). */
  readonly postOrderTipChoices: TipChoice[] | undefined;
  readonly appliedPromotions: AppliedPromotion[];
  readonly deliveryBlocker: Blocker | undefined;
  /** What became of the entered promo code. */
  readonly promo: PromoState | undefined;
  /** A refused promo code's blockers. */
  readonly promoBlockers: Blocker[];
}

// A rate's text in the allocation key, per rate object (rates come parsed once per profile).
const rateKeys = new WeakMap<Decimal, string>();

function rateKey(rate: Decimal | undefined): string {
  if (!rate) return 'untaxed';
  let key = rateKeys.get(rate);
  if (key === undefined) {
    key = `${rate.units}e-${rate.scale}`;
    rateKeys.set(rate, key);
  }
  return key;
}

/**
 * The order of two lines for allocation: their tax rates, then their products, as the text
 * `${rate}|${productId}` sorts (rate '95e-1' or 'untaxed'), compared without building it. A rate's
 * text holds digits, 'e', '-' and lower-case letters, all before '|': a rate that is a prefix of
 * the other's sorts after it ('95e-1|…' after '95e-10|…').
 */
function compareForAllocation(a: PricedLine, b: PricedLine): number {
  if (a.taxRate !== b.taxRate) {
    const ra = rateKey(a.taxRate);
    const rb = rateKey(b.taxRate);
    if (ra !== rb) {
      if (rb.startsWith(ra)) return 1;
      if (ra.startsWith(rb)) return -1;
      return ra < rb ? -1 : 1;
    }
  }
  const ia = a.quote.productId;
  const ib = b.quote.productId;
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

/**
 * The discount over the lines in proportion to their totals. Largest-remainder ties go to the
 * earlier line, so the lines are allocated in an order that does not depend on the cart's:
 * a cent that moves between lines of different tax rates would otherwise change the tax.
 */
function allocateInCanonicalOrder(total: number, lines: readonly PricedLine[]): number[] {
  return allocateInCartOrder(total, lines) ?? allocateSorted(total, lines);
}

/**
 * The same allocation without sorting the lines: each line's share and remainder in the cart's
 * order, then the cents left over one at a time to the largest remainder, a tie going to the line
 * the canonical order puts first (the cart's order among equals), as `allocate` over the sorted
 * lines gives them. Undefined when a product of amounts would not be a safe integer.
 */
function allocateInCartOrder(total: number, lines: readonly PricedLine[]): number[] | undefined {
  return allocateBy(total, lines.length, (i) => lines[i]!.totalCents, (i, best) => compareForAllocation(lines[i]!, lines[best]!) < 0);
}

/** allocate() over the lines sorted into the canonical order (amounts too large for plain numbers). */
function allocateSorted(total: number, lines: readonly PricedLine[]): number[] {
  const n = lines.length;
  const order: number[] = [];
  let sortedAlready = true;
  for (let i = 0; i < n; i++) {
    order.push(i);
    if (i > 0 && compareForAllocation(lines[i - 1]!, lines[i]!) > 0) sortedAlready = false;
  }
  if (!sortedAlready) {
    if (n <= 32) {
      // A cart has a few lines: an insertion sort, stable, so equal keys keep the cart's order.
      for (let i = 1; i < n; i++) {
        const x = order[i]!;
        let j = i - 1;
        while (j >= 0 && compareForAllocation(lines[order[j]!]!, lines[x]!) > 0) {
          order[j + 1] = order[j]!;
          j--;
        }
        order[j + 1] = x;
      }
    } else order.sort((a, b) => compareForAllocation(lines[a]!, lines[b]!) || a - b);
  }
  const weights: number[] = [];
  for (let k = 0; k < n; k++) weights.push(lines[order[k]!]!.totalCents);
  const sorted = allocate(total, weights);
  const shares = new Array<number>(n);
  for (let k = 0; k < n; k++) shares[order[k]!] = sorted[k]!;
  return shares;
}

/** The service charge of an order: its percent, the rule that sets it, and why (for the trace). */
function serviceChargeOf(prepared: PreparedPricing, cartType: CartType, input: TotalsInput): { percent: Decimal | undefined; text: string; ruleId?: string; why: string } {
  if (prepared.serviceChargeRules.length === 0) {
    const percent = prepared.serviceFeePercent;
    return percent
      ? { percent, text: String(input.settings.allServicePercentage), why: '' }
      : { percent: undefined, text: '0', why: 'no service fee is set' };
  }
  const rule = serviceChargeRuleFor(prepared.serviceChargeRules, cartType, () => localParts(input.now, input.zone), input.schedules);
  if (!rule) return { percent: undefined, text: '0', why: `no service-charge rule holds for this ${CART_TYPE_WORDS[cartType]} order` };
  const d = parseDecimal(rule.percent);
  const types = ruleCartTypes(rule);
  return { percent: d && d.units > 0n ? d : undefined, text: String(rule.percent), ruleId: rule.id, why: types ? ` (${cartTypeWords(types)} orders)` : '' };
}

/** Prices the totals of priced lines, filling each quote line's discount and tax shares. */
export function priceTotals(lines: readonly PricedLine[], input: TotalsInput, trace: TraceEntry[]): TotalsResult {
  const { prepared, settings, cart, cartType, paymentType } = input;
  const n = lines.length;

  // 2-3. Line totals are unit x quantity (set in step 1); the subtotal is their sum.
  let subtotalCents = 0;
  let marketPriceItems = 0;
  for (const l of lines) {
    subtotalCents += l.totalCents;
    if (l.marketPrice) marketPriceItems += 1;
  }
  trace.push({ step: 'subtotal', fired: true, reason: `${n} line(s)`, amountCents: subtotalCents });

  // 4. Promotions, capped at the subtotal, allocated over the lines by their totals.
  const promos = applyPromotions(
    prepared.promotions,
    {
      lines,
      subtotalCents,
      cartType,
      paymentType,
      promoCode: cart.promoCode,
      now: input.now,
      zone: input.zone,
      schedules: input.schedules,
      history: input.promoHistory,
    },
    trace,
  );
  const discountCents = promos.discountCents;
  const shares = discountCents > 0 ? allocateInCanonicalOrder(discountCents, lines) : undefined;
  for (let i = 0; i < n; i++) lines[i]!.quote.discountCents = shares ? shares[i]! : 0;
  trace.push({
    step: 'discount',
    fired: discountCents > 0,
    reason: promos.applied.length > 0 ? `${promos.applied.length} promotion(s), allocated over the lines by their totals` : 'no promotion applied',
    amountCents: discountCents,
  });

  // 5. Service fee on the discounted subtotal: the first service-charge rule that holds for this
  // order (its cartTypes and when), else, in a profile without such rules, allServicePercentage.
  const afterDiscount = subtotalCents - discountCents;
  const service = serviceChargeOf(prepared, cartType, input);
  const serviceFeeCents = service.percent ? percentOf(afterDiscount, service.percent) : 0;
  trace.push({
    step: 'service-fee',
    ...(service.ruleId !== undefined ? { ruleId: service.ruleId } : {}),
    fired: serviceFeeCents > 0,
    reason: service.percent ? `${service.text}% of ${formatDollars(afterDiscount)}${service.why}` : service.why,
    amountCents: serviceFeeCents,
  });

  // 6. Delivery.
  let deliveryFeeCents = 0;
  let delivery: QuoteDelivery | null = null;
  let deliveryBlocker: Blocker | undefined;
  if (cartType === 'DELIVERY') {
    const d = quoteDelivery(
      settings.delivery,
      prepared.deliveryFeeRules.find((r) => holdsForCartType(r, cartType)),
      {
        distanceInMiles: cart.distanceInMiles,
        distanceInMeters: cart.distanceInMeters,
        durationInTrafficMinutes: cart.durationInTrafficMinutes,
        isDeliverable: cart.isDeliverable,
        subtotalCents,
      },
      trace,
    );
    deliveryFeeCents = d.feeCents;
    delivery = d.delivery;
    deliveryBlocker = d.blocker;
  }

  // 7. Tax on each line's discounted total, rounded once.
  const taxLines = new Array<{ taxableCents: number; rate: Decimal | undefined }>(n);
  for (let i = 0; i < n; i++) {
    const l = lines[i]!;
    taxLines[i] = { taxableCents: l.totalCents - l.quote.discountCents, rate: l.taxRate };
  }
  const tax = computeTax(taxLines);
  for (let i = 0; i < n; i++) lines[i]!.quote.taxCents = tax.lineTaxCents[i]!;
  const taxCents = tax.taxCents;
  trace.push({ step: 'tax', fired: taxCents > 0, reason: 'line totals after discount x each line\'s rate, rounded once', amountCents: taxCents });

  // 8. Pre-tip total.
  const preTipTotalCents = afterDiscount + serviceFeeCents + deliveryFeeCents + taxCents;
  trace.push({ step: 'pre-tip-total', fired: true, reason: 'subtotal - discount + service fee + delivery fee + tax', amountCents: preTipTotalCents });

  // 9. Tip: the cart's, its "default" being the shop's pre-selected choice for this pre-tip total.
  const tipSettings = tipSettingsOf(settings);
  const chosenTip = resolveTip(cart.tip, tipSettings, preTipTotalCents);
  const tip = tipCents(chosenTip, paymentType, preTipTotalCents);
  const byDefault = cart.tip === 'default' ? "the shop's pre-selected " : '';
  trace.push({
    step: 'tip',
    fired: tip > 0,
    reason:
      paymentType === 'CASH'
        ? 'tips are not taken with cash payment'
        : !chosenTip
          ? cart.tip === 'default' ? 'the shop pre-selects no tip' : 'no tip chosen'
          : 'percent' in chosenTip
            ? `${byDefault}${chosenTip.percent}% of ${formatDollars(preTipTotalCents)}`
            : byDefault ? `${byDefault}${formatDollars(chosenTip.cents)}` : 'amount chosen',
    amountCents: tip,
  });
  const card = paymentType === 'CARD';
  // Both widgets show the same percents of the same total: worked out once.
  const percentCents = card ? percentChoiceCents(preTipTotalCents, tipSettings) : undefined;
  const choices = settings.pretip && percentCents ? tipChoices(preTipTotalCents, chosenTip, tipSettings, percentCents) : [];
  const postOrderChoices = percentCents ? postOrderTipChoices(preTipTotalCents, tipSettings, percentCents) : undefined;

  // 10. Donation.
  let donationCents = 0;
  let donationReason: string;
  const noDonation = donationRefusal(settings, paymentType);
  if (noDonation) donationReason = noDonation.why;
  else if (!cart.agreeToDonate) donationReason = 'the customer did not agree to donate';
  else {
    donationCents = donationAmountCents(settings, cart.restaurantDonationCents);
    donationReason = 'the customer agreed to donate';
  }
  trace.push({ step: 'donation', fired: donationCents > 0, reason: donationReason, amountCents: donationCents });

  // 11. Cashback applied, capped at what is owed.
  const owed = preTipTotalCents + tip + donationCents;
  const requested = typeof cart.appliedCashback === 'number' && cart.appliedCashback > 0 ? Math.floor(cart.appliedCashback) : 0;
  const noCashback = cashbackRefusal(settings, input.presentation, subtotalCents);
  let cashbackAppliedCents = 0;
  let cashbackReason: string;
  if (noCashback) cashbackReason = noCashback.why;
  else if (requested === 0) cashbackReason = 'no cashback requested';
  else {
    cashbackAppliedCents = Math.min(requested, owed);
    cashbackReason = cashbackAppliedCents < requested ? 'requested cashback capped at the amount owed' : 'requested cashback applied';
  }
  trace.push({ step: 'cashback', fired: cashbackAppliedCents > 0, reason: cashbackReason, amountCents: cashbackAppliedCents });

  // 12. Invoice.
  const invoiceCents = Math.max(0, owed - cashbackAppliedCents);
  trace.push({ step: 'invoice', fired: true, reason: 'pre-tip total + tip + donation - cashback', amountCents: invoiceCents });

  // 13. Cashback earned (display), rounded down. Every order at a cashback shop earns, whatever
  // the payment: the server credits a card order when its payment is confirmed and a pay-in-person
  // order when staff mark it completed.
  const cashbackEarnedCents = settings.enableCashback ? mulDivRound(invoiceCents, settings.cashbackPercentageAsInteger, 100, 'floor') : 0;
  trace.push({
    step: 'cashback-earned',
    fired: cashbackEarnedCents > 0,
    reason: settings.enableCashback ? `${settings.cashbackPercentageAsInteger}% of the invoice, rounded down` : 'cashback is off at this shop',
    amountCents: cashbackEarnedCents,
  });

  return {
    totals: {
      subtotalCents,
      discountCents,
      serviceFeeCents,
      deliveryFeeCents,
      taxCents,
      preTipTotalCents,
      tipCents: tip,
      donationCents,
      cashbackAppliedCents,
      invoiceCents,
      cashbackEarnedCents,
      marketPriceItems,
    },
    delivery,
    tipChoices: choices,
    postOrderTipChoices: postOrderChoices,
    appliedPromotions: promos.applied,
    promo: promos.promo,
    promoBlockers: promos.blockers,
    deliveryBlocker,
  };
}

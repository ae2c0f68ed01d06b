/**
 * `priceCart`: a cart priced against a shop profile at an instant, in the normative order of
 * DESIGN section 4, with its checkout blockers and a trace of every step and rule considered.
 */
import type { Blocker, CartInput, Quote, TraceEntry } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { clockAt, compileProfile } from '../compile.js';
import { message } from '../messages.js';
import { formatDollars } from '../money.js';
import { checkQuantityLimits, type OrderHistory } from '../validate/index.js';
import { applyCoercions } from './coercions.js';
import { resolveLines } from './lines.js';
import { preparePricing } from './prepared.js';
import { checkChosenTime } from './time-check.js';
import { priceTotals } from './totals.js';

export interface PriceOptions {
  /** The instant to price at, epoch milliseconds. */
  readonly now: number;
  /** The customer's earlier orders today, for per-customer-day quantity limits. */
  readonly history?: OrderHistory | undefined;
}

/** Cash orders above maxCashOrderTotalInCents are refused only when that limit exceeds this (spec section 5). */
const CASH_LIMIT_FLOOR_CENTS = 1000;

/** A minimum subtotal's trace entry: fired when the cart is below it (checkout is blocked). */
function minimumEntry(step: 'delivery-minimum' | 'pickup-minimum', minCents: number, subtotalCents: number): TraceEntry {
  const below = subtotalCents < minCents;
  return {
    step,
    fired: below,
    reason: below
      ? `the subtotal ${formatDollars(subtotalCents)} is below the ${formatDollars(minCents)} minimum: checkout is blocked`
      : `the subtotal ${formatDollars(subtotalCents)} meets the ${formatDollars(minCents)} minimum`,
    amountCents: minCents,
  };
}

function isBlank(s: string | null | undefined): boolean {
  return s === null || s === undefined || s.trim() === '';
}

/** Prices a cart: lines, totals, blockers, coercions and trace (schemas/quote.schema.json). */
export function priceCart(profile: LoadedProfile, cart: CartInput, options: PriceOptions): Quote {
  const { now } = options;
  const settings = profile.settings;
  const prepared = preparePricing(profile);
  const compiled = compileProfile(profile);
  const clock = clockAt(compiled, now);
  const trace: TraceEntry[] = [];
  const blockers: Blocker[] = [];

  const choices = applyCoercions(settings, cart);
  const { cartType, paymentType } = choices;
  for (const c of choices.coercions) {
    trace.push({ step: 'coercion', fired: true, reason: `${c.field} ${String(c.from)} → ${String(c.to)}: ${c.reason}` });
  }
  for (const b of choices.blockers) blockers.push(b);

  if (cart.products.length === 0) blockers.push({ code: 'NO_ITEMS', message: message('NO_ITEMS'), path: '/products' });
  if (!settings.enableOrdering) blockers.push({ code: 'ORDERING_DISABLED', message: message('ORDERING_DISABLED') });

  // 1. Lines.
  const resolved = resolveLines(profile, prepared, cart.products, now);
  for (const b of resolved.blockers) blockers.push(b);
  const lines = resolved.lines;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    trace.push({
      step: 'line',
      fired: true,
      reason: l.marketPrice ? 'market price: priced 0' : `${l.quantity} x ${l.unitCents}`,
      amountCents: l.totalCents,
      lineIndex: i,
    });
    // Each price rule that changed this line's unit price, with what it did to the line total.
    for (const s of l.priceSteps ?? []) {
      trace.push({
        step: s.kind,
        ruleId: s.ruleId,
        fired: true,
        reason: `${l.quote.name}: ${formatDollars(s.fromCents)} → ${formatDollars(s.toCents)} each`,
        amountCents: (s.toCents - s.fromCents) * l.quantity,
        lineIndex: i,
      });
    }
    if (l.taxRate === undefined && l.quote.category !== undefined) {
      trace.push({ step: 'retail-untaxed', fired: true, reason: `${l.quote.name} is in the retail category "${l.quote.category}", which is untaxed`, lineIndex: i });
    }
  }
  const quoteLines = new Array<Quote['lines'][number]>(lines.length);
  for (let i = 0; i < lines.length; i++) quoteLines[i] = lines[i]!.quote;
  const limitIssues = checkQuantityLimits(profile, quoteLines, options.history);
  for (const issue of limitIssues) blockers.push({ code: 'QUANTITY_LIMIT', message: issue.message, path: issue.path });

  // 2-13. Totals.
  const priced = priceTotals(
    lines,
    {
      prepared,
      settings,
      presentation: profile.presentation,
      cart,
      cartType,
      paymentType,
      now,
      zone: compiled.zone,
      schedules: profile.schedules,
    },
    trace,
  );
  const { totals } = priced;

  // Checkout blockers that depend on the totals.
  if (cartType === 'DELIVERY') {
    const min = settings.delivery.minimumDeliverySubtotalInCents ?? 0;
    if (min > 0) trace.push(minimumEntry('delivery-minimum', min, totals.subtotalCents));
    if (totals.subtotalCents < min) {
      blockers.push({ code: 'DELIVERY_MINIMUM', message: message('DELIVERY_MINIMUM', { minimumCents: min }), path: '/products' });
    }
    if (priced.deliveryBlocker) blockers.push(priced.deliveryBlocker);
    if (settings.delivery.notEnoughDriver) {
      blockers.push({
        code: 'NOT_ENOUGH_DRIVERS',
        message: message('NOT_ENOUGH_DRIVERS', { text: settings.delivery.notEnoughDriverText }),
        path: '/cartType',
      });
    }
  } else if (cartType === 'PICKUP') {
    const min = settings.minimumPickupSubtotalInCents;
    if (min > 0) trace.push(minimumEntry('pickup-minimum', min, totals.subtotalCents));
    if (totals.subtotalCents < min) {
      blockers.push({ code: 'PICKUP_MINIMUM', message: message('PICKUP_MINIMUM', { minimumCents: min }), path: '/products' });
    }
  }
  const cashMax = settings.maxCashOrderTotalInCents;
  if (paymentType === 'CASH' && cashMax > CASH_LIMIT_FLOOR_CENTS && totals.invoiceCents > cashMax) {
    blockers.push({ code: 'CASH_LIMIT', message: message('CASH_LIMIT', { maxCents: cashMax }), path: '/paymentType' });
  }
  const contact = profile.presentation.contactRequiredMessage === true;
  if (isBlank(cart.name)) {
    blockers.push({ code: 'NAME_REQUIRED', message: contact ? message('CONTACT_REQUIRED') : message('NAME_REQUIRED'), path: '/name' });
  }
  if (isBlank(cart.phone)) {
    blockers.push({ code: 'PHONE_REQUIRED', message: contact ? message('CONTACT_REQUIRED') : message('PHONE_REQUIRED'), path: '/phone' });
  }
  const timeBlocker =
    cartType === 'DELIVERY'
      ? checkChosenTime(profile, 'delivery', cart.deliveryTime, '/deliveryTime', now)
      : cartType === 'PICKUP'
        ? checkChosenTime(profile, 'pickup', cart.pickupTime, '/pickupTime', now)
        : checkChosenTime(profile, 'pickup', 'ASAP', '/cartType', now);
  if (timeBlocker) blockers.push(timeBlocker);

  const quote: Quote = {
    shopId: profile.shopId,
    at: isoAt(now, clock.parts.date, clock.parts.offsetMinutes),
    cartType,
    paymentType,
    lines: quoteLines,
    totals,
    blockers,
    delivery: priced.delivery,
    tipChoices: priced.tipChoices,
    appliedPromotions: priced.appliedPromotions,
    coercions: choices.coercions,
    trace,
  };
  return quote;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** ISO 8601 of an instant with the shop's offset, from the local date and offset already known. */
function isoAt(now: number, date: string, offsetMinutes: number): string {
  const local = now + offsetMinutes * 60_000;
  const msOfDay = ((local % 86_400_000) + 86_400_000) % 86_400_000;
  const hh = Math.floor(msOfDay / 3_600_000);
  const mm = Math.floor((msOfDay % 3_600_000) / 60_000);
  const ss = Math.floor((msOfDay % 60_000) / 1000);
  const ms = msOfDay % 1000;
  const abs = Math.abs(offsetMinutes);
  return `${date}T${pad2(hh)}:${pad2(mm)}:${pad2(ss)}.${String(ms).padStart(3, '0')}${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

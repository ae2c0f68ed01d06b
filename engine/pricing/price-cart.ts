/**
 * `priceCart`: a cart priced against a shop profile at an instant, in the normative order of
 * DESIGN section 4, with its checkout blockers and a trace of every step and rule considered.
 */
import type { Blocker, CartInput, Quote, TraceEntry } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { clockAt, compileProfile } from '../compile.js';
import { attachRemedies, checkoutBlockers, checkoutChoices, checkoutTrace, offeredTimes, type CheckoutContext } from '../checkout/index.js';
import { formatDollars, TWO_DIGITS } from '../money.js';
import { checkQuantityLimits, type OrderHistory } from '../validate/index.js';
import type { Operations } from '../operations.js';
import type { PromoHistory } from '../promotions/index.js';
import { cartNotice, chosenInstant, type SlotList, type SlotLoad } from '../slots/index.js';
import { applyCoercions } from './coercions.js';
import { ALLERGY_NOTE_MAX } from '../menu/allergens.js';

export { ALLERGY_NOTE_MAX };
import { resolveLines } from './lines.js';
import { preparePricing } from './prepared.js';
import { summaryRows } from './summary.js';
import { priceTotals, type PricedLine } from './totals.js';

export interface PriceOptions {
  /** The instant to price at, epoch milliseconds. */
  readonly now: number;
  /** The customer's earlier orders today, for per-customer-day quantity limits. */
  readonly history?: OrderHistory | undefined;
  /** Live operations (pause, busy minutes, out of stock); none = business as usual. */
  readonly operations?: Operations | undefined;
  /** Orders already due per slot, for the shop's capacity (`settings.capacity`). */
  readonly load?: SlotLoad | undefined;
  /**
   * For the promo codes' limits: whether the cart's phone is verified, what it used and ordered
   * before, and the uses taken of each budget. None = a verified phone that used nothing, on its
   * first order, every budget untouched (a simulation); the server always says.
   */
  readonly promoHistory?: PromoHistory | undefined;
  /**
   * List the times offered for the cart in `quote.timeSlots` (the storefront's time select). Off
   * by default: placing an order or simulating one needs only the check of the chosen time.
   */
  readonly listTimes?: boolean | undefined;
}

/**
 * The instant the cart's rules and schedules are judged at: its chosen time when it names one
 * (a lunch special ordered at 10:50 for a 12:00 pickup is the lunch price), else now (ASAP and
 * dine-in are made now).
 */
export function dueInstant(profile: LoadedProfile, cart: CartInput, cartType: string, now: number): number {
  if (cartType === 'DINEIN') return now;
  const chosen = chosenInstant(profile, cartType === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime);
  return chosen ?? now;
}

/** Prices a cart: lines, totals, blockers, coercions and trace (schemas/quote.schema.json). */
export function priceCart(profile: LoadedProfile, cart: CartInput, options: PriceOptions): Quote {
  const { now } = options;
  const settings = profile.settings;
  const prepared = preparePricing(profile);
  const compiled = compileProfile(profile);
  const trace: TraceEntry[] = [];
  const blockers: Blocker[] = [];

  const effective = applyCoercions(settings, cart);
  const { cartType, paymentType } = effective;
  for (const c of effective.coercions) {
    trace.push({ step: 'coercion', fired: true, reason: `${c.field} ${String(c.from)} → ${String(c.to)}: ${c.reason}` });
  }
  const clock = clockAt(compiled, now, cartType);
  // Rules and schedules are judged at the order's due time (the chosen slot), blockers at now;
  // every rule for the order type used (its cartTypes).
  const due = dueInstant(profile, cart, cartType, now);

  // 1. Lines.
  const resolved = resolveLines(profile, prepared, cart.products, due, options.operations, cartType);
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
    // Each price rule that changed this line's unit price, with what it did to the line total
    // (staff-only for a rule customers are not shown, such as a markup: they see the price alone).
    const steps = l.priceSteps;
    if (steps !== undefined) for (let k = 0; k < steps.length; k++) {
      const s = steps[k]!;
      trace.push({
        step: s.kind,
        ruleId: s.ruleId,
        fired: true,
        reason: `${l.quote.name}: ${formatDollars(s.fromCents)} → ${formatDollars(s.toCents)} each`,
        amountCents: (s.toCents - s.fromCents) * l.quantity,
        lineIndex: i,
        ...(s.staffOnly ? { staffOnly: true } : {}),
      });
    }
    if (l.taxRate === undefined && l.quote.category !== undefined) {
      trace.push({ step: 'retail-untaxed', fired: true, reason: `${l.quote.name} is in the retail category "${l.quote.category}", which is untaxed`, lineIndex: i });
    }
  }
  const quoteLines = new Array<Quote['lines'][number]>(lines.length);
  for (let i = 0; i < lines.length; i++) quoteLines[i] = lines[i]!.quote;
  const limitIssues = checkQuantityLimits(profile, quoteLines, options.history, cartType, resolved.products);
  const ageCheck = ageCheckOf(lines);

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
      now: due,
      zone: compiled.zone,
      schedules: profile.schedules,
      promoHistory: options.promoHistory,
    },
    trace,
  );
  const { totals } = priced;

  // Checkout blockers (engine/checkout/), around the lines' and the limits' own, in the quote's order.
  const notice = compiled.rulesByKind['lead-time'].length === 0 ? undefined : cartNotice(profile, cart.products.map((l) => l.productId), cartType);
  const checkout: CheckoutContext = {
    profile, cart, cartType, paymentType, lines: quoteLines, totals, deliveryBlocker: priced.deliveryBlocker, now,
    operations: options.operations, load: options.load, notice, ageCheck,
  };
  for (const t of checkoutTrace(checkout)) trace.push(t);
  pushAll(blockers, effective.blockers);
  pushAll(blockers, checkoutBlockers(checkout, 'cart'));
  pushAll(blockers, resolved.blockers);
  for (const issue of limitIssues) blockers.push({ code: 'QUANTITY_LIMIT', message: issue.message, path: issue.path });
  pushAll(blockers, priced.promoBlockers);
  pushAll(blockers, checkoutBlockers(checkout, 'checkout'));
  // What checkout may offer, and each blocker's remedy among those choices.
  const choices = checkoutChoices({ settings, presentation: profile.presentation, cart, cartType, paymentType, subtotalCents: totals.subtotalCents });
  attachRemedies(blockers, { settings, cartType, choices, lines: quoteLines, totals, operations: options.operations, now });

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
    ...(priced.promo ? { promo: priced.promo } : {}),
    choices,
    summary: summaryRows(totals, cartType, paymentType),
    coercions: effective.coercions,
    trace,
  };
  if (options.listTimes) {
    const times = offeredTimes(checkout);
    if (times) quote.timeSlots = publicSlots(times);
  }
  if (priced.postOrderTipChoices) quote.postOrderTipChoices = priced.postOrderTipChoices;
  if (ageCheck) quote.minimumAge = ageCheck.minimumAge;
  const allergyNote = allergyNoteOf(cart);
  if (allergyNote !== undefined) quote.allergyNote = allergyNote;
  return quote;
}

/** Appends `items` to `out` (a quote's lists are short and often empty: no spread). */
function pushAll<T>(out: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i]!);
}

/** The cart's allergy note, trimmed (spaces and line breaks kept inside); undefined when it has none. */
export function allergyNoteOf(cart: Pick<CartInput, 'allergyNote'>): string | undefined {
  const note = typeof cart.allergyNote === 'string' ? cart.allergyNote.trim() : '';
  return note === '' ? undefined : note;
}

/** The offered times as the quote carries them: each slot's value, label and note. */
function publicSlots(list: SlotList): NonNullable<Quote['timeSlots']> {
  const slots = list.slots.map((s) => (s.note === undefined ? { value: s.value, label: s.label } : { value: s.value, label: s.label, note: s.note }));
  return list.message === undefined ? { slots } : { slots, message: list.message };
}

/** The cart's age-restricted items: the highest minimumAge and their names (each once), or undefined. */
function ageCheckOf(lines: readonly PricedLine[]): CheckoutContext['ageCheck'] {
  let minimumAge = 0;
  const names: string[] = [];
  for (const l of lines) {
    const age = l.minimumAge;
    if (age === undefined) continue;
    minimumAge = Math.max(minimumAge, age);
    if (!names.includes(l.quote.name)) names.push(l.quote.name);
  }
  return minimumAge > 0 ? { minimumAge, names } : undefined;
}

function pad2(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < 100 ? TWO_DIGITS[n]! : n < 10 ? `0${n}` : String(n);
}

function pad3(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < 100 ? (n < 10 ? `00${n}` : `0${n}`) : String(n).padStart(3, '0');
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
  return `${date}T${pad2(hh)}:${pad2(mm)}:${pad2(ss)}.${pad3(ms)}${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

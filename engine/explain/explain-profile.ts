/**
 * `explainProfile`: every rule of a profile in plain English (`shopctl explain`), one sentence
 * per rule generated from its fields, followed by the rule's own description when it has one.
 * Each kind's sentence lives in its file in engine/rules/.
 */
import type { Capacity, CapacityLimits, Rule, TimeRange } from '../../schemas/generated/types.js';
import type { LoadedProfile, LoadedSpecialHours } from '../../schemas/profile-types.js';
import { DEFAULT_MAX_MILES } from '../delivery/index.js';
import { explainSettingsDelivery, ruleKindDef } from '../rules/index.js';
import { explainModifierGroups } from './explain-menu.js';
import { explainAllergens } from './explain-allergens.js';
import type { ExplainContext } from '../rules/types.js';
import type { Product } from '../../schemas/generated/types.js';
import { textOf } from '../match.js';
import { isCombo, slotMatches } from '../menu/combo-offers.js';
import { dollarsToCents, formatDollars, productPriceToCents } from '../money.js';
import { cartTypeWords, ruleCartTypes } from '../cart-types.js';
import { tipSettingsOf, type TipSettings } from '../pricing/tips.js';

export interface ExplainEntry {
  readonly ruleId: string;
  readonly kind: string;
  readonly text: string;
}

/**
 * Explains one rule: the generated sentence, then "Note:" and its description when it has one.
 * `context` (the profile's named schedules and delivery limit) lets the sentence spell them out.
 * A rule for some order types only says so (', for dine-in orders only') unless its sentence does.
 */
export function explainRule(rule: Rule, context?: ExplainContext): ExplainEntry {
  const def = ruleKindDef(rule);
  let text = def.explain(rule, context);
  const types = ruleCartTypes(rule);
  if (types !== undefined && !def.explainsCartTypes) text = `${text.replace(/\.$/, '')}, for ${cartTypeWords(types)} orders only.`;
  if (rule.enabled === false) text = `(disabled) ${text}`;
  if (rule.description !== undefined && rule.description.trim() !== '') text = `${text} Note: ${rule.description.trim()}`;
  return { ruleId: rule.id, kind: rule.kind, text };
}

/**
 * Every rule of the profile in plain English, in the order they apply (presets first). When no
 * `delivery-fee` rule is set, an entry explains the delivery fee the legacy settings give; then
 * the special dates, the capacity, and the menu's modifier groups (ruleId `menu.{productId}.{groupId}`).
 */
export function explainProfile(profile: LoadedProfile): ExplainEntry[] {
  const delivery = profile.settings.delivery;
  const context: ExplainContext = {
    schedules: profile.schedules ?? {},
    maxDistanceInMiles: delivery.maxDistanceInMiles ?? DEFAULT_MAX_MILES,
    freeDeliveryOverCents: delivery.freeDeliveryQualifyingSubtotalInCents ?? 0,
  };
  const out = profile.rules.map((rule) => explainRule(rule, context));
  if (!profile.rules.some((r) => r.kind === 'delivery-fee' && r.enabled !== false)) {
    out.push({
      ruleId: 'settings.delivery',
      kind: 'delivery-fee',
      text: explainSettingsDelivery(profile.settings.delivery),
    });
  }
  (profile.settings.specialHours ?? []).forEach((special, i) => {
    out.push({ ruleId: `settings.specialHours[${i}]`, kind: 'special-hours', text: explainSpecialHours(special) });
  });
  const capacity = profile.settings.capacity;
  if (capacity) out.push({ ruleId: 'settings.capacity', kind: 'capacity', text: explainCapacity(capacity) });
  if (profile.settings.tips) out.push({ ruleId: 'settings.tips', kind: 'tips', text: explainTips(tipSettingsOf(profile.settings)) });
  const seen = new Set<string>();
  for (const c of profile.menu.subMenus) {
    for (const p of c.products) {
      if (seen.has(p.id) || !p.combo) continue;
      seen.add(p.id);
      out.push({ ruleId: p.id, kind: 'combo', text: explainCombo(p, profile) });
    }
  }
  // The menu's modifier groups that price or pick by themselves (halves, levels, defaults, nesting, the library).
  out.push(...explainModifierGroups(profile));
  // Allergens, dietary labels and the allergy note.
  out.push(...explainAllergens(profile));
  return out;
}

/** How many offered products a combo sentence names before 'and N more'. */
const NAMED_OPTIONS = 8;

/**
 * A combo in plain English: 'The combo "Burger Combo" ($15.00) is sold as one line: Side: choose 1
 * of Fries, Onion Rings (+$1.00); ... A chosen product's own price is not charged; its upcharge and
 * the options picked on it are.'
 */
export function explainCombo(product: Product, profile: Pick<LoadedProfile, 'menu'>): string {
  const { cents, market } = productPriceToCents(product.price);
  const slots = (product.combo?.slots ?? []).map((slot) => {
    const upcharges = slot.upcharges ?? {};
    const offered = slotMatches(slot, profile.menu).filter((m) => !isCombo(m.product));
    const names = offered.slice(0, NAMED_OPTIONS).map(({ product: o }) => {
      const up = Object.hasOwn(upcharges, o.id) ? dollarsToCents(upcharges[o.id]).cents : 0;
      return `${textOf(o.name)}${up > 0 ? ` (+${formatDollars(up)})` : ''}`;
    });
    const more = offered.length > NAMED_OPTIONS ? ` and ${offered.length - NAMED_OPTIONS} more` : '';
    const list = offered.length === 0 ? 'nothing (no product matches)' : `${names.join(', ')}${more}`;
    return `${textOf(slot.name)}: choose ${slot.count ?? 1} of ${list}`;
  });
  const price = market ? 'at market price' : formatDollars(cents);
  return `The combo "${textOf(product.name)}" (${price}) is sold as one line: ${slots.join('; ')}. A chosen product's own price is not charged; its upcharge and the options picked on it are, and promotions and tax treat the combo as one item.`;
}

/** The tip choices in plain English: 'Tips: over $10.00 before tip 15%, 18% or 20% (18% pre-selected); ...'. */
export function explainTips(t: TipSettings): string {
  const choices = (values: readonly string[], chosen: string | undefined): string =>
    values.length === 0 ? 'no buttons' : `${orList(values)}${chosen !== undefined ? ` (${chosen} pre-selected)` : ''}`;
  const percents = t.percentChoices.map((p) => `${p}%`);
  const amounts = t.amountChoicesCents.map(formatDollars);
  const over = formatDollars(t.percentChoicesOverCents);
  return `Tips at checkout: over ${over} before tip ${choices(percents, t.defaultPercent !== undefined ? `${t.defaultPercent}%` : undefined)}; at or below ${over} ${choices(amounts, t.defaultAmountCents !== undefined ? formatDollars(t.defaultAmountCents) : undefined)}; then Custom and Not now. After the order: ${percents.length > 0 ? orList(percents) : 'no buttons'} of the order, or a custom amount.`;
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** '11:00 AM' of milliseconds after midnight (past midnight reads as the next day's time). */
function clock(ms: number): string {
  const minutes = Math.floor(ms / 60_000) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function rangesText(word: string, ranges: readonly TimeRange[] | undefined): string | undefined {
  if (ranges === undefined) return undefined;
  if (ranges.length === 0) return `no ${word}`;
  return `${word} ${ranges.map((r) => `${clock(r.from)}-${clock(r.to)}`).join(' and ')}`;
}

/** A special date in plain English: 'On 2025-11-27 the shop is closed all day (Thanksgiving).' */
export function explainSpecialHours(s: LoadedSpecialHours): string {
  const when = s.date !== undefined ? `On ${s.date}` : `From ${s.dateFrom ?? '?'} to ${s.dateTo ?? '?'}`;
  const why = s.note !== undefined && s.note.trim() !== '' ? ` (${s.note.trim()})` : '';
  if (s.closed === true) return `${when} the shop is closed all day: no pickup, delivery or dine-in, and no order can be due then${why}.`;
  const parts = [rangesText('pickup and dine-in', s.pickUp), rangesText('delivery', s.delivery)].filter((x): x is string => x !== undefined);
  const kept = s.pickUp === undefined ? '; pickup keeps its weekly hours' : s.delivery === undefined ? '; delivery keeps its weekly hours' : '';
  return `${when} the hours are: ${parts.join('; ')}${kept}${why}.`;
}

/** The capacity in plain English: 'Each 15-minute slot takes at most 6 orders and 30 items, all kinds together.' */
export function explainCapacity(c: Capacity): string {
  const limits = (l: CapacityLimits): string =>
    [l.maxOrders !== undefined ? `${l.maxOrders} order${l.maxOrders === 1 ? '' : 's'}` : undefined, l.maxItems !== undefined ? `${l.maxItems} item${l.maxItems === 1 ? '' : 's'}` : undefined]
      .filter((x) => x !== undefined).join(' and ') || 'any number of orders';
  const head = `Time slots are ${c.slotMinutes} minutes apart; each`;
  if (c.perType === undefined || c.perType === false) return `${head} takes at most ${limits(c)}, pickup, delivery and dine-in together; a full slot is not offered and ASAP moves to the first slot with room.`;
  if (c.perType === true) return `${head} takes at most ${limits(c)} of each kind (pickup, delivery, dine-in counted apart); a full slot is not offered and ASAP moves to the first slot with room.`;
  const per = c.perType;
  const kinds = (['pickup', 'delivery', 'dinein'] as const).map((k) => (per[k] ? `${limits(per[k])} for ${k === 'dinein' ? 'dine-in' : k}` : `no limit for ${k === 'dinein' ? 'dine-in' : k}`));
  return `${head} takes at most ${kinds.join(', ')}; a full slot is not offered and ASAP moves to the first slot with room.`;
}

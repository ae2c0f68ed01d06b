/**
 * Allergens and dietary labels: the fixed lists (the union of the US major nine and the EU
 * fourteen allergens; eight dietary labels), what a product contains as it opens, what a line
 * contains as ordered, which labels its contents contradict, and the badges a product shows.
 * The ids are the menu schema's (schemas/menu.schema.json, $defs Allergen and DietaryLabel).
 */
import type { Allergen, DietaryLabel } from '../../schemas/generated/types.js';
import { readLinePicks, type CustomerPicks, type LinePicks } from '../validate/picks.js';
import type { ResolvedModgroup, ResolvedModifier, ResolvedProduct } from './types.js';

export type { Allergen, DietaryLabel };

/** The most characters a cart's allergy note may have (the cart schema's maxLength): the kitchen ticket prints it whole. */
export const ALLERGY_NOTE_MAX = 300;

/** One allergen of the fixed list: its id and how customers read it. */
export interface AllergenInfo {
  readonly id: Allergen;
  readonly label: string;
}

/**
 * The fixed list, in the order every list of allergens is shown. US major nine: milk, eggs, fish,
 * crustacean shellfish, tree nuts, peanuts, wheat, soy, sesame; EU fourteen adds cereals with
 * gluten, molluscs, celery, mustard, lupin and sulphites.
 */
export const ALLERGENS: readonly AllergenInfo[] = Object.freeze([
  { id: 'milk', label: 'Milk' },
  { id: 'eggs', label: 'Eggs' },
  { id: 'fish', label: 'Fish' },
  { id: 'crustaceans', label: 'Crustacean shellfish' },
  { id: 'molluscs', label: 'Molluscs' },
  { id: 'tree-nuts', label: 'Tree nuts' },
  { id: 'peanuts', label: 'Peanuts' },
  { id: 'gluten', label: 'Gluten' },
  { id: 'wheat', label: 'Wheat' },
  { id: 'soy', label: 'Soy' },
  { id: 'sesame', label: 'Sesame' },
  { id: 'celery', label: 'Celery' },
  { id: 'mustard', label: 'Mustard' },
  { id: 'lupin', label: 'Lupin' },
  { id: 'sulphites', label: 'Sulphites' },
] satisfies AllergenInfo[]);

/** The allergen ids in list order. */
export const ALLERGEN_IDS: readonly Allergen[] = Object.freeze(ALLERGENS.map((a) => a.id));

/** What an allergen brings with it: a product with wheat contains gluten. */
const IMPLIES: Readonly<Partial<Record<Allergen, readonly Allergen[]>>> = { wheat: ['gluten'] };

/** One dietary label of the fixed list, with the allergens that contradict it. */
export interface DietaryInfo {
  readonly id: DietaryLabel;
  readonly label: string;
  /** A product containing any of these cannot carry the label (DIETARY_CONFLICT). */
  readonly excludes: readonly Allergen[];
}

/** The fixed list of dietary labels, in the order badges and filters show them. */
export const DIETARY_LABELS: readonly DietaryInfo[] = Object.freeze([
  { id: 'vegetarian', label: 'Vegetarian', excludes: ['fish', 'crustaceans', 'molluscs'] },
  { id: 'vegan', label: 'Vegan', excludes: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'] },
  { id: 'gluten-free', label: 'Gluten-free', excludes: ['gluten', 'wheat'] },
  { id: 'dairy-free', label: 'Dairy-free', excludes: ['milk'] },
  { id: 'nut-free', label: 'Nut-free', excludes: ['tree-nuts', 'peanuts'] },
  { id: 'halal', label: 'Halal', excludes: [] },
  { id: 'kosher', label: 'Kosher', excludes: [] },
  { id: 'spicy', label: 'Spicy', excludes: [] },
] satisfies DietaryInfo[]);

/** The dietary label ids in list order. */
export const DIETARY_IDS: readonly DietaryLabel[] = Object.freeze(DIETARY_LABELS.map((d) => d.id));

const ALLERGEN_BY_ID = new Map(ALLERGENS.map((a) => [a.id, a] as const));
const DIETARY_BY_ID = new Map(DIETARY_LABELS.map((d) => [d.id, d] as const));
const ALLERGEN_ORDER = new Map(ALLERGEN_IDS.map((id, i) => [id, i] as const));

/** True when `value` is an allergen id of the fixed list. */
export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && ALLERGEN_BY_ID.has(value as Allergen);
}

/** True when `value` is a dietary label id of the fixed list. */
export function isDietaryLabel(value: unknown): value is DietaryLabel {
  return typeof value === 'string' && DIETARY_BY_ID.has(value as DietaryLabel);
}

/** How customers read an allergen ('Tree nuts'). */
export function allergenLabel(id: Allergen): string {
  return ALLERGEN_BY_ID.get(id)?.label ?? id;
}

/** How customers read a dietary label ('Gluten-free'). */
export function dietaryLabel(id: DietaryLabel): string {
  return DIETARY_BY_ID.get(id)?.label ?? id;
}

/** The allergens that contradict a dietary label. */
export function dietaryExcludes(id: DietaryLabel): readonly Allergen[] {
  return DIETARY_BY_ID.get(id)?.excludes ?? [];
}

/** Known ids (others dropped) with what they bring (wheat adds gluten), each once, in list order. */
export function allergenSet(ids: Iterable<string>): Allergen[] {
  const found = new Set<Allergen>();
  for (const id of ids) {
    if (!isAllergen(id)) continue;
    found.add(id);
    for (const more of IMPLIES[id] ?? []) found.add(more);
  }
  return [...found].sort((a, b) => ALLERGEN_ORDER.get(a)! - ALLERGEN_ORDER.get(b)!);
}

/** 'Milk, Gluten and Wheat'. */
export function allergensText(ids: readonly Allergen[]): string {
  const words = ids.map(allergenLabel);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The dietary label a badge's text names ('Halal', 'vegetarian'), when it names one. */
export function dietaryOfBadge(text: string): DietaryLabel | undefined {
  const key = text.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return isDietaryLabel(key) ? key : undefined;
}

/**
 * A product's dietary labels: the menu's, then those its badges name (a legacy preset's 'Halal'
 * badge), each once, in list order.
 */
export function dietaryLabelsOf(menu: readonly string[] | undefined, badges: readonly string[]): DietaryLabel[] {
  const found = new Set<DietaryLabel>();
  for (const d of menu ?? []) if (isDietaryLabel(d)) found.add(d);
  for (const b of badges) {
    const d = dietaryOfBadge(b);
    if (d) found.add(d);
  }
  return DIETARY_IDS.filter((d) => found.has(d));
}

/** Each label the contents contradict, with the allergens that do (empty when none). */
export function dietaryConflicts(labels: readonly DietaryLabel[], contains: readonly Allergen[]): { label: DietaryLabel; allergens: Allergen[] }[] {
  const out: { label: DietaryLabel; allergens: Allergen[] }[] = [];
  for (const label of labels) {
    const excluded = dietaryExcludes(label);
    const hit = contains.filter((a) => excluded.includes(a));
    if (hit.length > 0) out.push({ label, allergens: hit });
  }
  return out;
}

/** What a line contains: `listed` false when the menu does not list the product's allergens (or a chosen product's). */
export interface LineAllergens {
  readonly listed: boolean;
  /** In list order, wheat adding gluten. */
  readonly allergens: readonly Allergen[];
}

/** A combo line's choices, and how to resolve the chosen products at the same instant. */
export interface AllergenComboInput {
  readonly comboPicks: Readonly<Record<string, readonly { readonly productId: string; readonly customerPicks?: CustomerPicks | undefined }[] | undefined>> | undefined;
  readonly resolve: (productId: string) => ResolvedProduct | undefined;
}

type AllergenProduct = Pick<ResolvedProduct, 'allergens' | 'modgroups'> & Partial<Pick<ResolvedProduct, 'combo'>>;

/** The allergens every option a required group offers has in common: whatever the customer picks there, the dish has them. */
function unavoidable(group: ResolvedModgroup): Allergen[] {
  const options = group.modifiers.filter((m: ResolvedModifier) => m.available);
  if (options.length === 0) return [];
  let common = allergenSet(options[0]!.allergens ?? []);
  for (const m of options.slice(1)) {
    const own = new Set(allergenSet(m.allergens ?? []));
    common = common.filter((a) => own.has(a));
  }
  return common;
}

/**
 * What a line contains with these picks: the product's own allergens, those of every option that
 * counts (an option that starts picked counts until removed; a removed one adds nothing), those
 * every option of a shown required group still unpicked has in common, and for a combo each
 * chosen product's with its own picks.
 */
export function lineAllergens(
  product: AllergenProduct,
  picks: CustomerPicks | undefined,
  combo?: AllergenComboInput,
  /** The line's picks already read against this product (readLinePicks), when the caller has them. */
  reading: LinePicks = readLinePicks(product as ResolvedProduct, picks ?? {}),
): LineAllergens {
  const found: string[] = [...(product.allergens ?? [])];
  let listed = product.allergens !== undefined;
  const pickedGroups = new Set<number>();
  for (const p of reading.placed) {
    if (p.removed || !p.pick.valid || p.pick.quantity === 0) continue;
    pickedGroups.add(p.groupIndex);
    found.push(...(p.modifier.allergens ?? []));
  }
  product.modgroups.forEach((g, gi) => {
    if (g.required && reading.shown[gi] && !pickedGroups.has(gi)) found.push(...unavoidable(g));
  });
  if (combo && product.combo && combo.comboPicks) {
    for (const slot of product.combo.slots) {
      const choices = Object.hasOwn(combo.comboPicks, slot.id) ? combo.comboPicks[slot.id] ?? [] : [];
      for (const choice of Array.isArray(choices) ? choices : []) {
        const chosen = combo.resolve(choice.productId);
        if (!chosen) continue;
        const inner = lineAllergens(chosen, choice.customerPicks);
        if (!inner.listed) listed = false;
        found.push(...inner.allergens);
      }
    }
  }
  return { listed, allergens: allergenSet(found) };
}

/** A badge a tile or product page draws: a dietary label, a rule's label ('New'), or the age badge. */
export type ProductBadge =
  | { readonly kind: 'dietary'; readonly id: DietaryLabel; readonly label: string }
  | { readonly kind: 'rule'; readonly label: string }
  | { readonly kind: 'age'; readonly age: number; readonly label: string };

/**
 * Every badge of a product, in the order drawn: its dietary labels (list order), the profile's
 * badge rules' labels not already said by a dietary label, then '21+' for an age-restricted one.
 */
export function productBadges(product: Pick<ResolvedProduct, 'badges' | 'dietary' | 'minimumAge'>): ProductBadge[] {
  const out: ProductBadge[] = [];
  const dietary = product.dietary ?? [];
  for (const id of dietary) out.push({ kind: 'dietary', id, label: dietaryLabel(id) });
  const said = new Set<string>(out.map((b) => b.label.toLowerCase()));
  for (const label of product.badges) {
    const d = dietaryOfBadge(label);
    if (said.has(label.toLowerCase()) || (d !== undefined && dietary.includes(d))) continue;
    said.add(label.toLowerCase());
    out.push({ kind: 'rule', label });
  }
  if (product.minimumAge !== undefined) out.push({ kind: 'age', age: product.minimumAge, label: `${product.minimumAge}+` });
  return out;
}

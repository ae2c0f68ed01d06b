/**
 * Search and the menu's filters over the resolved menu (pure, tested without a browser). The
 * filters are built from the menu's own data: a dietary filter per label some product carries
 * ('Vegetarian' also keeps vegan dishes), and a 'No milk' filter per allergen some product
 * contains as it opens. A 'No ...' filter keeps only dishes whose allergens the menu lists.
 */
import { ALLERGENS, DIETARY_LABELS, type Allergen, type DietaryLabel, type ResolvedCategory, type ResolvedProduct } from '../../../../engine/index.js';

/** One filter chip: `key` is a dietary label id ('vegan') or 'no-' and an allergen id ('no-milk'). */
export interface FilterOption {
  readonly key: string;
  readonly label: string;
}

/** The filters a menu offers: dietary labels, then allergens to leave out. */
export interface MenuFilters {
  readonly dietary: readonly FilterOption[];
  readonly freeFrom: readonly FilterOption[];
}

const FREE_FROM = 'no-';

/** The product's dietary labels as the filters read them: a vegan dish is vegetarian too. */
export function dietaryOf(p: Pick<ResolvedProduct, 'dietary'>): Set<DietaryLabel> {
  const out = new Set<DietaryLabel>(p.dietary ?? []);
  if (out.has('vegan')) out.add('vegetarian');
  return out;
}

/** The filters worth offering: the labels some product carries, the allergens some listed product contains and another does not. */
export function menuFiltersFor(categories: readonly ResolvedCategory[]): MenuFilters {
  const labels = new Set<DietaryLabel>();
  const contained = new Set<Allergen>();
  const listed: (readonly Allergen[])[] = [];
  for (const c of categories) {
    for (const p of c.products) {
      for (const d of dietaryOf(p)) labels.add(d);
      if (p.contains) {
        listed.push(p.contains);
        for (const a of p.contains) contained.add(a);
      }
    }
  }
  return {
    dietary: DIETARY_LABELS.filter((d) => labels.has(d.id)).map((d) => ({ key: d.id, label: d.label })),
    freeFrom: ALLERGENS.filter((a) => contained.has(a.id) && listed.some((c) => !c.includes(a.id))).map((a) => ({ key: `${FREE_FROM}${a.id}`, label: `No ${a.label.toLowerCase()}` })),
  };
}

/** True when the filter key leaves out an allergen ('no-milk'). */
export function isFreeFrom(key: string): boolean {
  return key.startsWith(FREE_FROM);
}

export interface MenuFilter {
  readonly query: string;
  /** The chosen filters' keys. */
  readonly tags: readonly string[];
}

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** A search text per product, built once per menu. */
export function searchIndex(categories: readonly ResolvedCategory[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const c of categories) for (const p of c.products) index.set(p.id, normalise(`${p.name} ${p.description ?? ''} ${c.name} ${p.tags.join(' ')}`));
  return index;
}

/** Whether a product passes one filter: it carries the label, or the menu lists its allergens and it does not contain this one. */
function passes(p: ResolvedProduct, key: string, labels: Set<DietaryLabel>): boolean {
  if (isFreeFrom(key)) return p.contains !== undefined && !p.contains.includes(key.slice(FREE_FROM.length) as Allergen);
  return labels.has(key as DietaryLabel);
}

/** Whether a product passes the filter: every word of the query and every chosen filter. */
export function matchesFilter(p: ResolvedProduct, filter: MenuFilter, index: Map<string, string>): boolean {
  if (filter.tags.length > 0) {
    const labels = dietaryOf(p);
    if (!filter.tags.every((t) => passes(p, t, labels))) return false;
  }
  const words = normalise(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = index.get(p.id) ?? normalise(p.name);
  return words.every((w) => text.includes(w));
}

/** How many products a 'No ...' filter leaves out only because the menu lists none of their allergens. */
export function unlistedCount(categories: readonly ResolvedCategory[], filter: MenuFilter): number {
  if (!filter.tags.some(isFreeFrom)) return 0;
  return categories.reduce((n, c) => n + c.products.filter((p) => p.contains === undefined).length, 0);
}

export function isFiltering(filter: MenuFilter): boolean {
  return filter.query.trim() !== '' || filter.tags.length > 0;
}

/** Search and dietary filters over the resolved menu (pure, tested without a browser). */
import type { ResolvedCategory, ResolvedProduct } from '../../../../engine/index.js';

/** Dietary keywords a customer filters by, as menus tag them. */
export const DIETARY = [
  { tag: 'halal', label: 'Halal' },
  { tag: 'vegetarian', label: 'Vegetarian' },
  { tag: 'vegan', label: 'Vegan' },
  { tag: 'gluten-free', label: 'Gluten-free' },
  { tag: 'dairy-free', label: 'Dairy-free' },
  { tag: 'nut-free', label: 'Nut-free' },
  { tag: 'spicy', label: 'Spicy' },
  { tag: 'kosher', label: 'Kosher' },
] as const;

const ALIASES: Record<string, string> = { veg: 'vegetarian', gf: 'gluten-free', glutenfree: 'gluten-free', 'gluten free': 'gluten-free', df: 'dairy-free' };

/** The product's dietary keywords, from its tags and badges. */
export function dietaryOf(p: ResolvedProduct): Set<string> {
  const out = new Set<string>();
  for (const raw of [...p.tags, ...p.badges]) {
    const t = raw.toLowerCase().trim();
    out.add(ALIASES[t] ?? t);
  }
  return out;
}

/** The dietary filters worth offering: those that at least one product carries. */
export function dietaryFiltersFor(categories: readonly ResolvedCategory[]): { tag: string; label: string }[] {
  const present = new Set<string>();
  for (const c of categories) for (const p of c.products) for (const t of dietaryOf(p)) present.add(t);
  return DIETARY.filter((d) => present.has(d.tag)).map((d) => ({ tag: d.tag, label: d.label }));
}

export interface MenuFilter {
  readonly query: string;
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

/** Whether a product passes the filter: every word of the query and every chosen tag. */
export function matchesFilter(p: ResolvedProduct, filter: MenuFilter, index: Map<string, string>): boolean {
  if (filter.tags.length > 0) {
    const tags = dietaryOf(p);
    if (!filter.tags.every((t) => tags.has(t))) return false;
  }
  const words = normalise(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = index.get(p.id) ?? normalise(p.name);
  return words.every((w) => text.includes(w));
}

export function isFiltering(filter: MenuFilter): boolean {
  return filter.query.trim() !== '' || filter.tags.length > 0;
}

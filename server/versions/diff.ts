/**
 * A readable summary of what changed between two versions of a shop: rules by id, settings and
 * the other profile sections by path, menu items by id. Pure: values in, sentences out.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** At most this many lines; the rest are counted in a last line. */
export const MAX_DIFF_LINES = 40;

const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A value as shown in a sentence: scalars as written, short structures as JSON, long ones elided.
 * A structure holding a `secret` (a webhook's) is always elided: the history is read by every role.
 */
function show(v: unknown): string {
  if (v === undefined) return '(none)';
  if (typeof v === 'string') return v.length > 40 ? `"${v.slice(0, 37)}..."` : `"${v}"`;
  const text = JSON.stringify(v);
  return text.length > 40 || text.includes('"secret":') ? (Array.isArray(v) ? `[${v.length} items]` : '{...}') : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The changed leaves under `prefix`, as 'path old → new'; arrays compared whole. */
function leafChanges(prefix: string, a: unknown, b: unknown, out: string[]): void {
  if (same(a, b)) return;
  if (isObject(a) && isObject(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      if (k === '$schema') continue;
      leafChanges(prefix ? `${prefix}.${k}` : k, a[k], b[k], out);
    }
    return;
  }
  out.push(/(^|\.)secret$/.test(prefix) ? `${prefix} changed` : `${prefix} ${show(a)} → ${show(b)}`);
}

function rulesById(profile: unknown): Map<string, Record<string, Json>> {
  const rules = isObject(profile) && Array.isArray(profile['rules']) ? profile['rules'] : [];
  const m = new Map<string, Record<string, Json>>();
  for (const r of rules) if (isObject(r) && typeof r['id'] === 'string') m.set(r['id'], r);
  return m;
}

interface MenuItem {
  readonly name: string;
  readonly price: Json | undefined;
  readonly raw: Json;
}

/** A menu entry's name: text, or a translation's English. */
function nameOf(o: Record<string, Json>): string {
  const n = o['name'];
  if (typeof n === 'string') return n;
  if (isObject(n) && typeof n['en'] === 'string') return n['en'];
  return String(o['id']);
}

function menuItems(menu: unknown): { categories: Map<string, string>; products: Map<string, MenuItem> } {
  const categories = new Map<string, string>();
  const products = new Map<string, MenuItem>();
  const subMenus = isObject(menu) && Array.isArray(menu['subMenus']) ? menu['subMenus'] : [];
  for (const c of subMenus) {
    if (!isObject(c)) continue;
    const cname = nameOf(c);
    if (typeof c['id'] === 'string') categories.set(c['id'], cname);
    for (const p of Array.isArray(c['products']) ? c['products'] : []) {
      if (!isObject(p) || typeof p['id'] !== 'string') continue;
      const name = nameOf(p);
      products.set(p['id'], { name, price: p['price'], raw: p });
    }
  }
  return { categories, products };
}

/** The menu of a profile: its inline menu, else the separate one. */
function menuOf(profile: unknown, menu: unknown): unknown {
  if (isObject(profile) && isObject(profile['menu']) && Array.isArray(profile['menu']['subMenus'])) return profile['menu'];
  return menu;
}

/**
 * What changed from `before` to `after` (profile and menu of each), one sentence per change:
 * 'rule happy-hour: effect.percent 20 → 25', 'rule late-night added (promotion)',
 * 'settings.taxPercentage 9.5 → 10', 'menu: Burger (p-burger) price 12 → 13'. An empty list
 * means nothing changed; `before` undefined is the first version.
 */
export function diffVersions(before: { profile: unknown; menu: unknown } | undefined, after: { profile: unknown; menu: unknown }): string[] {
  if (!before) return ['first version'];
  const out: string[] = [];
  const a = isObject(before.profile) ? before.profile : {};
  const b = isObject(after.profile) ? after.profile : {};

  const ra = rulesById(a);
  const rb = rulesById(b);
  for (const [id, rule] of rb) {
    const old = ra.get(id);
    if (!old) out.push(`rule ${id} added (${String(rule['kind'] ?? 'rule')})`);
    else if (!same(old, rule)) {
      const changes: string[] = [];
      leafChanges('', old, rule, changes);
      for (const c of changes) out.push(`rule ${id}: ${c}`);
    }
  }
  for (const [id, rule] of ra) if (!rb.has(id)) out.push(`rule ${id} removed (${String(rule['kind'] ?? 'rule')})`);
  const idsA = [...ra.keys()].filter((id) => rb.has(id));
  const idsB = [...rb.keys()].filter((id) => ra.has(id));
  if (!same(idsA, idsB)) out.push('rules reordered');

  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    if (key === 'rules' || key === 'menu' || key === '$schema') continue;
    leafChanges(key, a[key], b[key], out);
  }
  if (!same(a['menu'], b['menu']) && !(isObject(b['menu']) && 'subMenus' in b['menu'])) leafChanges('menu', a['menu'], b['menu'], out);

  const ma = menuItems(menuOf(a, before.menu));
  const mb = menuItems(menuOf(b, after.menu));
  for (const [id, name] of mb.categories) if (!ma.categories.has(id)) out.push(`menu: category ${name} (${id}) added`);
  for (const [id, name] of ma.categories) if (!mb.categories.has(id)) out.push(`menu: category ${name} (${id}) removed`);
  for (const [id, p] of mb.products) {
    const old = ma.products.get(id);
    if (!old) out.push(`menu: ${p.name} (${id}) added`);
    else if (!same(old.price, p.price)) out.push(`menu: ${p.name} (${id}) price ${show(old.price)} → ${show(p.price)}`);
    else if (!same(old.raw, p.raw)) out.push(`menu: ${p.name} (${id}) changed`);
  }
  for (const [id, p] of ma.products) if (!mb.products.has(id)) out.push(`menu: ${p.name} (${id}) removed`);
  if (out.length === 0 && !same(menuOf(a, before.menu), menuOf(b, after.menu))) out.push('menu: categories changed');

  return out.length > MAX_DIFF_LINES ? [...out.slice(0, MAX_DIFF_LINES - 1), `... and ${out.length - MAX_DIFF_LINES + 1} more changes`] : out;
}

/**
 * The menu's modifier groups in plain English (`shopctl explain`): one sentence per group that
 * does more than list options: halves at a portion factor, levels, options that start picked,
 * groups opened by an option, copies of a library group. Products whose group reads the same are
 * said once.
 */
import type { Menu, Modgroup, Modifier, PriceIf, Product } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { textOf } from '../match.js';
import { expandModgroups, type ExpandedModgroup } from '../menu/expand.js';
import { dollarsToCents, formatDollars } from '../money.js';
import type { ExplainEntry } from './explain-profile.js';

/** The kind of the entries this file adds to explainProfile. */
export const MODIFIER_GROUP_KIND = 'modifier-group';

function list(words: readonly string[], joiner = 'and'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

function products(names: readonly string[]): string {
  return names.length <= 4 ? list(names) : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

function amount(price: unknown): string {
  const c = dollarsToCents(price).cents;
  return c === 0 ? 'free' : `+${formatDollars(c)}`;
}

/** '+$2.99, or $3.49 with 16in' */
function priceWithIf(price: unknown, priceIf: PriceIf | undefined, names: ReadonlyMap<string, string>): string {
  const base = amount(price);
  if (!priceIf || priceIf.length === 0) return base;
  return `${base}, or ${list(priceIf.map((e) => `${formatDollars(dollarsToCents(e.price).cents)} with ${names.get(e.match) ?? e.match}`), 'or')}`;
}

const LEVEL_WORDS = { light: 'light', extra: 'extra', onSide: 'on the side' } as const;

function levelsText(m: Modifier, names: ReadonlyMap<string, string>): string | undefined {
  if (!m.levels) return undefined;
  const parts: string[] = [`regular (${amount(m.price)})`];
  for (const level of ['light', 'extra', 'onSide'] as const) {
    const l = m.levels[level];
    if (l === undefined) continue;
    const text = typeof l === 'object' && l !== null ? priceWithIf(l.price, l.priceIf, names) : amount(l);
    parts.push(`${LEVEL_WORDS[level]} (${text})`);
  }
  return `${textOf(m.name)} comes ${list(parts, 'or')}`;
}

function clauses(g: ExpandedModgroup, names: ReadonlyMap<string, string>): string[] {
  const group: Modgroup = g.group;
  const out: string[] = [];
  const halves = group.portions ?? group.type === 'pizza';
  if (halves) {
    const factor = group.portionFactor === undefined ? '0.5' : String(group.portionFactor).trim();
    out.push(`each option goes on the whole item or its left or right half, a half costing ${factor} × the option's price, rounded half up to the cent`);
  }
  const mods = group.modifiers ?? [];
  for (const m of mods) {
    const text = levelsText(m, names);
    if (text) out.push(text);
  }
  const defaults = mods.filter((m) => m.default === true);
  if (defaults.length > 0) {
    const refunded = defaults.filter((m) => m.refundWhenRemoved ?? group.refundWhenRemoved ?? false);
    const keep =
      refunded.length === 0
        ? 'removing one keeps its price'
        : refunded.length === defaults.length
          ? 'removing one takes its price off'
          : `removing one keeps its price, except ${list(refunded.map((m) => textOf(m.name)))} (refunded)`;
    out.push(`${list(defaults.map((m) => textOf(m.name)))} ${defaults.length === 1 ? 'starts' : 'start'} picked (a cart that does not name ${defaults.length === 1 ? 'it' : 'them'} counts ${defaults.length === 1 ? 'it' : 'them'}; ${keep})`);
  }
  return out;
}

/** Every modifier group of the menu that does more than list options, one entry per distinct sentence. */
export function explainModifierGroups(profile: Pick<LoadedProfile, 'menu'>): ExplainEntry[] {
  const menu: Menu = profile.menu;
  const byText = new Map<string, { ruleId: string; head: string; body: string; products: string[] }>();
  const seen = new Set<string>();
  for (const c of menu.subMenus) {
    for (const p of c.products as Product[]) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      const groups = expandModgroups(p, menu.modgroupLibrary).groups;
      const names = new Map<string, string>();
      for (const g of groups) for (const m of g.group.modifiers ?? []) names.set(m.id, textOf(m.name));
      for (const g of groups) {
        const said = clauses(g, names);
        if (said.length === 0 && g.parentModifierId === undefined && g.libraryId === undefined) continue;
        const name = `"${textOf(g.group.name)}"`;
        let head = g.libraryId !== undefined ? `Shared group ${g.libraryId} as ${name}` : `Group ${name}`;
        const opened = g.parentModifierId !== undefined ? `, shown while ${names.get(g.parentModifierId) ?? g.parentModifierId} is picked${g.depth > 1 ? ` (${g.depth} levels down)` : ''}` : '';
        const body = said.length > 0 ? `: ${said.join('; ')}.` : '.';
        const key = `${head}${opened}${body}`;
        const entry = byText.get(key);
        if (entry) entry.products.push(textOf(p.name));
        else {
          head = `${head}${opened}`;
          byText.set(key, { ruleId: `menu.${p.id}.${g.group.id}`, head, body, products: [textOf(p.name)] });
        }
      }
    }
  }
  return [...byText.values()].map((e) => {
    // The subject names where the group is: 'Group "Spice level" on Salad, shown while ...'.
    const at = e.head.indexOf(', shown while');
    const head = at < 0 ? `${e.head} on ${products(e.products)}` : `${e.head.slice(0, at)} on ${products(e.products)}${e.head.slice(at)}`;
    return { ruleId: e.ruleId, kind: MODIFIER_GROUP_KIND, text: `${head}${e.body}` };
  });
}

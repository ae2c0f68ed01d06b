/**
 * shopctl explain: the rules of a profile in plain English, grouped by kind: its own rules, the
 * settings' delivery fee, and the preset rules that touch its menu (every preset rule with --all).
 */
import {
  ALLERGENS_KIND,
  MODIFIER_GROUP_KIND,
  RULE_KIND_DEFS,
  explainProfile,
  matchesCategory,
  matchesModgroup,
  matchesModifier,
  matchesProduct,
  productModgroups,
  type ExplainEntry,
} from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/index.js';
import { EXIT, type Command } from '../command.js';
import { heading } from '../format/index.js';
import { JSON_OPTION, SHOP_OPTION, loadShop, requireOption } from './shop-input.js';

/** One explained rule and where it is written: the profile, a preset it extends, or the shop settings. */
export interface ExplainedRule extends ExplainEntry {
  readonly source: 'profile' | 'preset' | 'settings' | 'menu';
  /** The preset's id when source is 'preset'. */
  readonly preset?: string;
}

type Selector = Parameters<typeof matchesCategory>[0];

/** True when a rule's selector matches some category, product, option group or option of the menu (or it has none). */
export function touchesMenu(rule: LoadedProfile['rules'][number], profile: LoadedProfile): boolean {
  const raw = rule as unknown as { match?: Selector; effect?: { match?: Selector } };
  const selector = raw.match ?? raw.effect?.match;
  if (!selector) return true;
  for (const c of profile.menu.subMenus ?? []) {
    if (matchesCategory(selector, c)) return true;
    for (const p of c.products ?? []) {
      if (matchesProduct(selector, p, c)) return true;
      for (const g of productModgroups(profile.menu, p)) {
        if (matchesModgroup(selector, g, p, c)) return true;
        for (const m of g.modifiers ?? []) if (matchesModifier(selector, m, g, p, c)) return true;
      }
    }
  }
  return false;
}

/**
 * Pairs every explanation with where its rule came from. A preset rule is said like the profile's
 * own (its generated sentence, then its description) and, unless `all`, only when it touches the menu.
 */
export function explainWithSources(
  profile: LoadedProfile,
  ruleSources: readonly { readonly preset?: string; readonly index: number }[] | undefined,
  all = false,
): ExplainedRule[] {
  const out: ExplainedRule[] = [];
  explainProfile(profile).forEach((entry, i) => {
    if (i >= profile.rules.length) {
      out.push({ ...entry, source: entry.kind === 'combo' || entry.kind === MODIFIER_GROUP_KIND || entry.kind === ALLERGENS_KIND ? 'menu' : 'settings' });
      return;
    }
    const preset = ruleSources?.[i]?.preset;
    if (preset === undefined) {
      out.push({ ...entry, source: 'profile' });
      return;
    }
    const rule = profile.rules[i]!;
    if (!all && !touchesMenu(rule, profile)) return;
    out.push({ ...entry, source: 'preset', preset });
  });
  return out;
}

/** A rule kind's definition, when the engine knows the kind. */
function kindDef(kind: string): (typeof RULE_KIND_DEFS)[keyof typeof RULE_KIND_DEFS] | undefined {
  return Object.hasOwn(RULE_KIND_DEFS, kind) ? RULE_KIND_DEFS[kind as keyof typeof RULE_KIND_DEFS] : undefined;
}

/** Titles of the entries that are not rules. */
const OTHER_TITLES: Readonly<Record<string, string>> = { combo: 'Combos', [MODIFIER_GROUP_KIND]: 'Modifier groups', [ALLERGENS_KIND]: 'Allergens and dietary labels' };

/** Kinds print in the registry's order (engine/rules/index.ts); other kinds follow alphabetically. */
function kindOrder(kind: string): number {
  const known = Object.keys(RULE_KIND_DEFS).indexOf(kind);
  return known === -1 ? Number.MAX_SAFE_INTEGER : known;
}

/** The explanations as text, grouped by rule kind. */
export function formatExplain(rules: readonly ExplainedRule[], shopName: string, shopId: string): string {
  let out = `${shopName} (${shopId}): ${rules.length} rule${rules.length === 1 ? '' : 's'}\n`;
  const kinds = [...new Set(rules.map((r) => r.kind))].sort((a, b) => kindOrder(a) - kindOrder(b) || a.localeCompare(b));
  for (const kind of kinds) {
    const group = rules.filter((r) => r.kind === kind);
    out += '\n' + heading(`${kindDef(kind)?.title ?? OTHER_TITLES[kind] ?? kind} (${kind}, ${group.length})`, 2);
    for (const r of group) {
      const from = r.source === 'preset' ? ` [from preset ${r.preset}]` : r.source === 'settings' ? ' [from the shop settings]' : r.source === 'menu' ? ' [from the menu]' : '';
      out += `- ${r.ruleId}${from}: ${r.text}\n`;
    }
  }
  return out;
}

export const explainCommand: Command = {
  name: 'explain',
  summary: 'Print every rule of a shop profile in plain English, grouped by kind.',
  help: [
    'Loads the profile and explains its rules, grouped by kind: what each matches, when it applies and',
    'what it does (a named schedule with its days and times, a delivery fee with the distance where',
    'delivery stops), followed by the rule\'s own description. Rules of the presets it extends (marked',
    '"from preset <id>") are listed when they touch this menu (a product, category, option group or',
    'option they match), all of them with --all. When the profile has no delivery-fee rule, the',
    'delivery fee of its settings is explained too, every combo of the menu, and every modifier group',
    'that offers halves, levels or options that start picked, opens under an option or copies a library',
    'group (source "menu"), and the menu\'s allergens and dietary labels: how many products list their',
    'allergens, which contain each allergen and which options add it, which carry each label, and the',
    'allergy note at checkout (kind "allergens"). --json prints [{ ruleId, kind, text, source, preset? }].',
    '',
    'Exit code: 0 on success, 1 when the profile has errors, 2 on bad usage.',
    '',
    'Example:',
    '  shopctl explain --shop shops/sunsetslice/sunsetslice.profile.json',
  ].join('\n'),
  options: [SHOP_OPTION, { flags: '--all', description: 'list every preset rule, also those that match nothing on this menu' }, JSON_OPTION],
  async run({ options }, deps) {
    const shopFile = requireOption(options, 'shop', '--shop', 'explain', 'the shop profile file');
    const shop = await loadShop(deps, shopFile);
    if (!shop) return EXIT.FINDINGS;
    const rules = explainWithSources(shop.profile, shop.ruleSources, options['all'] === true);
    deps.stdout(options['json'] === true ? JSON.stringify(rules, null, 2) + '\n' : formatExplain(rules, shop.profile.identity.name, shop.profile.shopId));
    return EXIT.OK;
  },
};

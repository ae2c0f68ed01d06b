/** shopctl explain: every rule of a profile (presets included) in plain English, grouped by kind. */
import { explainProfile, type ExplainEntry } from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/index.js';
import { EXIT, type Command } from '../command.js';
import { heading } from '../format/index.js';
import { JSON_OPTION, SHOP_OPTION, loadShop, requireOption } from './shop-input.js';

/** One explained rule and where it is written: the profile, a preset it extends, or the shop settings. */
export interface ExplainedRule extends ExplainEntry {
  readonly source: 'profile' | 'preset' | 'settings';
  /** The preset's id when source is 'preset'. */
  readonly preset?: string;
}

/** Headings for the rule kinds, in the order they are printed; other kinds follow alphabetically. */
const KIND_TITLES: Readonly<Record<string, string>> = {
  hide: 'Hidden',
  'show-only': 'Shown only at certain times',
  unavailable: 'Unavailable',
  'price-factor': 'Price factors',
  'price-increase': 'Price increases',
  'fixed-price': 'Fixed prices',
  'remove-modifier': 'Removed options',
  promotion: 'Promotions',
  'quantity-limit': 'Quantity limits',
  'tax-rate': 'Tax rates',
  'delivery-fee': 'Delivery fee',
  badge: 'Badges',
};

/** Pairs every explanation with where its rule came from. */
export function explainWithSources(
  profile: LoadedProfile,
  ruleSources: readonly { readonly preset?: string; readonly index: number }[] | undefined,
): ExplainedRule[] {
  return explainProfile(profile).map((entry, i) => {
    if (i >= profile.rules.length) return { ...entry, source: 'settings' };
    const preset = ruleSources?.[i]?.preset;
    return preset !== undefined ? { ...entry, source: 'preset', preset } : { ...entry, source: 'profile' };
  });
}

function kindOrder(kind: string): number {
  const known = Object.keys(KIND_TITLES).indexOf(kind);
  return known === -1 ? Number.MAX_SAFE_INTEGER : known;
}

/** The explanations as text, grouped by rule kind. */
export function formatExplain(rules: readonly ExplainedRule[], shopName: string, shopId: string): string {
  let out = `${shopName} (${shopId}): ${rules.length} rule${rules.length === 1 ? '' : 's'}\n`;
  const kinds = [...new Set(rules.map((r) => r.kind))].sort((a, b) => kindOrder(a) - kindOrder(b) || a.localeCompare(b));
  for (const kind of kinds) {
    const group = rules.filter((r) => r.kind === kind);
    out += '\n' + heading(`${KIND_TITLES[kind] ?? kind} (${kind}, ${group.length})`, 2);
    for (const r of group) {
      const from = r.source === 'preset' ? ` [from preset ${r.preset}]` : r.source === 'settings' ? ' [from the shop settings]' : '';
      out += `- ${r.ruleId}${from}: ${r.text}\n`;
    }
  }
  return out;
}

export const explainCommand: Command = {
  name: 'explain',
  summary: 'Print every rule of a shop profile in plain English, grouped by kind.',
  help: [
    'Loads the profile and explains each rule, its own and those of the presets it extends (marked',
    '"from preset <id>"), grouped by kind: what it matches, when it applies and what it does, followed',
    'by the rule\'s description. When the profile has no delivery-fee rule, the delivery fee of its',
    'settings is explained too. --json prints [{ ruleId, kind, text, source, preset? }].',
    '',
    'Exit code: 0 on success, 1 when the profile has errors, 2 on bad usage.',
    '',
    'Example:',
    '  shopctl explain --shop shops/sunsetslice/sunsetslice.profile.json',
  ].join('\n'),
  options: [SHOP_OPTION, JSON_OPTION],
  async run({ options }, deps) {
    const shopFile = requireOption(options, 'shop', '--shop', 'explain', 'the shop profile file');
    const shop = await loadShop(deps, shopFile);
    if (!shop) return EXIT.FINDINGS;
    const rules = explainWithSources(shop.profile, shop.ruleSources);
    deps.stdout(options['json'] === true ? JSON.stringify(rules, null, 2) + '\n' : formatExplain(rules, shop.profile.identity.name, shop.profile.shopId));
    return EXIT.OK;
  },
};

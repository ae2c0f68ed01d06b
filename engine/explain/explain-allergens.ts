/**
 * The menu's allergens and dietary labels in plain English (`shopctl explain`): how many products
 * list their allergens, which products contain each allergen as they open and which options add
 * it, which carry each dietary label, and what the customer's allergy note does.
 */
import type { Product } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { textOf } from '../match.js';
import { ALLERGENS, ALLERGY_NOTE_MAX, DIETARY_LABELS, allergenSet, type Allergen } from '../menu/allergens.js';
import { expandModgroups } from '../menu/expand.js';
import type { ExplainEntry } from './explain-profile.js';

/** The kind of the entries this file adds to explainProfile. */
export const ALLERGENS_KIND = 'allergens';

const NAMED = 6;

/** What each allergen covers, for the owner reading the menu back (kept out of the storefront's bundle). */
const COVERS: Readonly<Record<Allergen, string>> = {
  milk: 'milk and dairy: butter, cheese, cream, yogurt',
  eggs: 'eggs, mayonnaise, meringue',
  fish: 'fish, fish sauce, anchovies',
  crustaceans: 'shrimp, prawns, crab, lobster',
  molluscs: 'clams, mussels, oysters, scallops, squid, octopus',
  'tree-nuts': 'almonds, walnuts, cashews, pecans, pistachios, hazelnuts',
  peanuts: 'peanuts and peanut oil',
  gluten: 'cereals containing gluten: wheat, rye, barley, oats, spelt',
  wheat: 'wheat flour, bread, pasta, batter; wheat is also gluten',
  soy: 'soybeans, soy sauce, tofu, edamame',
  sesame: 'sesame seeds, tahini, sesame oil',
  celery: 'celery, celeriac, celery salt',
  mustard: 'mustard seeds, mustard',
  lupin: 'lupin flour and seeds',
  sulphites: 'sulphur dioxide and sulphites above 10 mg/kg: wine, dried fruit',
};

function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMED);
  const more = list.length > NAMED ? ` and ${list.length - NAMED} more` : '';
  if (more) return `${shown.join(', ')}${more}`;
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The menu's allergens and dietary labels, one entry for the whole, one per allergen and one per label present (none when the menu has neither). */
export function explainAllergens(profile: Pick<LoadedProfile, 'menu'>): ExplainEntry[] {
  const menu = profile.menu;
  const products: Product[] = [];
  const seen = new Set<string>();
  for (const c of menu.subMenus) for (const p of c.products) if (!seen.has(p.id)) (seen.add(p.id), products.push(p));
  const listed = products.filter((p) => p.allergens !== undefined);
  const containing = new Map<Allergen, string[]>();
  const adding = new Map<Allergen, Map<string, string[]>>();
  for (const p of products) {
    const name = textOf(p.name);
    const own: string[] = [...(p.allergens ?? [])];
    for (const g of expandModgroups(p, menu.modgroupLibrary).groups) {
      for (const m of g.group.modifiers ?? []) {
        const ids = allergenSet(m.allergens ?? []);
        // An option that starts picked in a group shown from the start is in the dish as it opens.
        if (m.default === true && g.parentModifierId === undefined && g.group.showIf === undefined) own.push(...ids);
        else for (const a of ids) {
          const byOption = adding.get(a) ?? new Map<string, string[]>();
          byOption.set(textOf(m.name), [...new Set([...(byOption.get(textOf(m.name)) ?? []), name])]);
          adding.set(a, byOption);
        }
      }
    }
    if (p.allergens !== undefined) for (const a of allergenSet(own)) containing.set(a, [...(containing.get(a) ?? []), name]);
  }
  const dietary = DIETARY_LABELS.map((d) => ({ d, on: products.filter((p) => (p.dietary ?? []).includes(d.id)).map((p) => textOf(p.name)) })).filter((x) => x.on.length > 0);
  // A menu that says nothing about allergens gets no entry: explain reads back what the menu says.
  if (listed.length === 0 && adding.size === 0 && dietary.length === 0) return [];
  const unlisted = products.filter((p) => p.allergens === undefined).map((p) => textOf(p.name));
  const out: ExplainEntry[] = [{
    ruleId: 'menu.allergens',
    kind: ALLERGENS_KIND,
    text: `${listed.length} of ${products.length} products list their allergens (the fixed list: the US major nine and the EU fourteen)${unlisted.length > 0 ? `; the others say nothing about allergens and the "No ..." filters leave them out: ${names(unlisted)}` : ''}. Each product page says what the dish contains with the picks made ('Contains: Milk, Gluten and Wheat'), and the bag, the receipt and the kitchen ticket list each line's. Customers may write an allergy note of up to ${ALLERGY_NOTE_MAX} characters at checkout; the kitchen ticket prints it first, above the items.`,
  }];
  for (const a of ALLERGENS) {
    const inDish = containing.get(a.id) ?? [];
    const options = [...(adding.get(a.id) ?? new Map<string, string[]>())].map(([option, on]) => `${option} (on ${names(on)})`);
    if (inDish.length === 0 && options.length === 0) continue;
    const parts = [
      ...(inDish.length > 0 ? [`${names(inDish)} ${inDish.length === 1 ? 'contains' : 'contain'} it as ${inDish.length === 1 ? 'it opens' : 'they open'}`] : []),
      ...(options.length > 0 ? [`the option${options.length === 1 ? '' : 's'} ${names(options)} add${options.length === 1 ? 's' : ''} it`] : []),
    ];
    out.push({ ruleId: `menu.allergen.${a.id}`, kind: ALLERGENS_KIND, text: `${a.label} (${COVERS[a.id]}): ${parts.join('; ')}${inDish.length > 0 ? `; the "No ${a.label.toLowerCase()}" filter leaves ${inDish.length === 1 ? 'it' : 'them'} out` : ''}.` });
  }
  for (const { d, on } of dietary) {
    out.push({ ruleId: `menu.dietary.${d.id}`, kind: ALLERGENS_KIND, text: `${d.label}: ${names(on)} ${on.length === 1 ? 'shows' : 'show'} the ${d.label} badge and ${on.length === 1 ? 'is' : 'are'} kept by the ${d.label} filter${d.id === 'vegetarian' ? ' (with every vegan dish)' : ''}.` });
  }
  return out;
}

/**
 * Lint of allergens and dietary labels (what the schema cannot say; unknown ids are the schema's
 * UNKNOWN_ALLERGEN and UNKNOWN_DIETARY_LABEL): a label its product's contents contradict, and
 * products left without allergens in a menu that lists them.
 */
import { textOf } from '../match.js';
import { allergenSet, allergensText, dietaryConflicts, dietaryExcludes, dietaryLabel, isDietaryLabel, type Allergen } from '../menu/allergens.js';
import { groupsOf, type LintContext, type ProductEntry } from './context.js';

/** What a product contains as it opens, with where each allergen comes from ('its own allergens', 'Cheddar, which starts picked'). */
function containsAsItOpens(ctx: LintContext, entry: ProductEntry): Map<Allergen, string[]> {
  const out = new Map<Allergen, string[]>();
  const add = (ids: readonly string[] | undefined, source: string): void => {
    for (const a of allergenSet(ids ?? [])) out.set(a, [...(out.get(a) ?? []), source]);
  };
  add(entry.product.allergens, 'its own allergens');
  // Groups come with nested ones after their option's group: one pass sees an option's defaults before the groups it opens.
  const picked = new Set<string>();
  for (const g of groupsOf(ctx, entry).groups) {
    const shown = g.parentModifierId !== undefined ? picked.has(g.parentModifierId) : g.group.showIf === undefined || picked.has(g.group.showIf);
    if (!shown) continue;
    const options = g.group.modifiers ?? [];
    const defaults = options.filter((m) => m.default === true);
    for (const m of defaults) {
      picked.add(m.id);
      add(m.allergens, `${textOf(m.name)}, which starts picked`);
    }
    if (defaults.length === 0 && g.group.required === true && options.length > 0) {
      // Whatever the customer picks in a required group, what every option has is in the dish.
      let common = allergenSet(options[0]!.allergens ?? []);
      for (const m of options.slice(1)) common = common.filter((a) => allergenSet(m.allergens ?? []).includes(a));
      add(common, `every option of "${textOf(g.group.name)}", which is required`);
    }
  }
  return out;
}

/**
 * A dietary label its product's contents as it opens contradict. An option the customer may add
 * (anchovies on a vegetarian pizza) is the customer's choice: the product page says what it contains.
 */
export function checkDietaryLabels(ctx: LintContext): void {
  for (const entry of ctx.products) {
    const labels = (entry.product.dietary ?? []).filter(isDietaryLabel);
    if (labels.length === 0) continue;
    const name = textOf(entry.product.name);
    const contains = containsAsItOpens(ctx, entry);
    for (const { label, allergens } of dietaryConflicts(labels, allergenSet(contains.keys()))) {
      const sources = [...new Set(allergens.flatMap((a) => contains.get(a) ?? []))];
      ctx.report(
        'DIETARY_CONFLICT',
        `${entry.path}/dietary/${(entry.product.dietary ?? []).indexOf(label)}`,
        `"${name}" is labelled ${dietaryLabel(label)}, but it contains ${allergensText(allergens)} (from ${sources.join('; ')}), so the label is wrong.`,
        `Remove "${label}" from its dietary labels, or correct what it contains (a ${dietaryLabel(label).toLowerCase()} dish has no ${allergensText(dietaryExcludes(label) as Allergen[]).toLowerCase().replace(' and ', ' or ')}).`,
      );
    }
  }
}

/** Once a menu lists allergens for some products, a product without them is probably forgotten. */
export function checkAllergensListed(ctx: LintContext): void {
  const listed = ctx.products.filter((e) => e.product.allergens !== undefined).length;
  if (listed === 0) return;
  const seen = new Set<string>();
  for (const entry of ctx.products) {
    if (entry.product.allergens !== undefined || seen.has(entry.product.id)) continue;
    seen.add(entry.product.id);
    ctx.report(
      'ALLERGENS_PARTLY_LISTED',
      `${entry.path}/id`,
      `The menu lists allergens for ${listed} of its ${ctx.products.length} products, but not for "${textOf(entry.product.name)}": its page says nothing about allergens and the menu's "No ..." filters leave it out.`,
      'Add "allergens": [...] with the ids it contains (milk, eggs, fish, crustaceans, molluscs, tree-nuts, peanuts, gluten, wheat, soy, sesame, celery, mustard, lupin, sulphites), or "allergens": [] when it contains none of them.',
    );
  }
}

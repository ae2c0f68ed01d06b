/**
 * What the dish contains with the picks made: 'Contains: Milk, Gluten and Wheat' (the engine's
 * lineAllergens), said again to screen readers as the picks change. When the menu does not list
 * the product's allergens, only what the chosen options add is said, with a word to ask the shop.
 */
import { allergensText, type LineAllergens } from '../../../../engine/index.js';

export function ContainsLine({ contains }: { readonly contains: LineAllergens }) {
  const { listed, allergens } = contains;
  if (!listed && allergens.length === 0) return null;
  const text = listed
    ? allergens.length > 0
      ? `Contains: ${allergensText(allergens)}`
      : 'Contains none of the major allergens'
    : `Your choices contain: ${allergensText(allergens)}. Ask the shop about the rest of this dish.`;
  return (
    <p className={`contains-line${listed && allergens.length === 0 ? ' contains-none' : ''}`} role="status" aria-live="polite" data-testid="contains">
      {text}
    </p>
  );
}

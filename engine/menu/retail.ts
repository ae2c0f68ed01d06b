/**
 * Which categories sell retail goods (bottles, merchandise), whose lines are untaxed: the one
 * place the menu's `retail` field and the legacy name rule are read.
 */

/** The legacy storefront's marker: a category whose English name contains it is retail (case-sensitive). */
export const LEGACY_RETAIL_MARKER = 'RETAIL';

/** True when a category is retail: its `retail` field when written, else the legacy name rule. */
export function isRetailCategory(category: { readonly name: string; readonly retail?: boolean | undefined }): boolean {
  return category.retail ?? category.name.includes(LEGACY_RETAIL_MARKER);
}

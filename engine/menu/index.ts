export { resolveMenu, resolveProduct, resolveCompiledProduct, withOutOfStock, MENU_LIST_CAP } from './resolve.js';
export { nextMenuChange } from './next-change.js';
export { publicMenu } from './public-menu.js';
export { resolvePhotoUrl, NO_PIC } from './photo.js';
export { isRetailCategory, LEGACY_RETAIL_MARKER } from './retail.js';
export { expandModgroups, isModgroupUse, productModgroups, MAX_NESTED_DEPTH } from './expand.js';
export type { Expansion, ExpandedModgroup, ExpansionProblem } from './expand.js';
export { slotMatches, isCombo, type SlotMatch } from './combo-offers.js';
export type { MenuPhoto } from './photo.js';
export type {
  PriceStep,
  CategoryInfo,
  ComboOption,
  ComboSlotInfo,
  ResolvedCombo,
  ModgroupInfo,
  ResolvedCategory,
  ResolvedMenu,
  ResolvedModgroup,
  ResolvedModifier,
  ResolvedPriceIf,
  ResolvedProduct,
  ModgroupType,
  PickLevel,
  ResolvedLevel,
  UnavailableReason,
} from './types.js';
export {
  ALLERGENS,
  ALLERGEN_IDS,
  DIETARY_LABELS,
  DIETARY_IDS,
  allergenLabel,
  allergenSet,
  allergensText,
  dietaryConflicts,
  dietaryExcludes,
  dietaryLabel,
  dietaryLabelsOf,
  dietaryOfBadge,
  isAllergen,
  isDietaryLabel,
  lineAllergens,
  productBadges,
} from './allergens.js';
export type { Allergen, AllergenComboInput, AllergenInfo, DietaryInfo, DietaryLabel, LineAllergens, ProductBadge } from './allergens.js';

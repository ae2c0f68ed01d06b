export { validateItem, normalizeQuantity, pointerSegment } from './validate-item.js';
export type { Issue, ItemValidation } from './validate-item.js';
export { pricePicks, readPick, readLinePicks, activeGroups, modifierUnitCents, pickIndexOf } from './picks.js';
export type { LinePicks, PlacedPick } from './picks.js';
export type { CustomerPicks, PickValue, PricedPick, PricedPicks, ProductPickIndex } from './picks.js';
export { checkQuantityLimits, displayName as limitDisplayName } from './quantity-limits.js';
export type { LimitLine, OrderHistory } from './quantity-limits.js';
export { priceCombo, validateCombo } from './combo.js';
export type { ComboChoice, ComboPicks, PricedCombo, PricedComboItem, ResolveChoice } from './combo.js';

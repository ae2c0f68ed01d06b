export { validateItem, normalizeQuantity, pointerSegment } from './validate-item.js';
export type { Issue, ItemValidation } from './validate-item.js';
export { pricePicks, readPick, readLinePicks, activeGroups, modifierUnitCents, pickUnitCents, isLevelOffered, isSideOffered, pickIndexOf, effectivePicks } from './picks.js';
export { pickLabel, pickDepth } from './pick-label.js';
export type { LinePicks, PlacedPick } from './picks.js';
export type { CustomerPicks, PickValue, PricedPick, PricedPicks, ProductPickIndex } from './picks.js';
export { checkQuantityLimits, displayName as limitDisplayName } from './quantity-limits.js';
export type { LimitLine, OrderHistory } from './quantity-limits.js';

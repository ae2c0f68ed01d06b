/** The pure rules engine's public API (see engine/api.md). */
export * from './money.js';
export { matchesCategory, matchesProduct, matchesModgroup, matchesModifier, textOf, keywordsOf } from './match.js';
export type { NameOrLocalized, TagText, CategoryLike, ProductLike, ModgroupLike, ModifierLike } from './match.js';
export { LEVEL_WORDS, MESSAGES, message } from './messages.js';
export { isPaused, isAnyPaused, busyMinutesOf, outOfStockAt } from './operations.js';
export type { Operations, OrderKind, OutOfStock } from './operations.js';
export type { MessageCode } from './messages.js';
export {
  CART_TYPES,
  CART_TYPE_LABELS,
  CART_TYPE_WORDS,
  cartTypeWords,
  defaultCartType,
  holdsForCartType,
  offeredCartTypes,
  onlyForLabel,
  otherCartTypes,
  paymentTypeLabel,
  ruleCartTypes,
} from './cart-types.js';
export type { CartType } from './cart-types.js';
export { DUE_LABELS, isClosedOrder, ORDER_REFERENCE_LENGTH, orderPayment, orderReference, paymentLine, RECEIPT_TYPE_LABELS } from './order-words.js';
export type { OrderPayment, PaymentFacts } from './order-words.js';

// Schedules, profile indexes, menu, validation, time slots.
export {
  isWhenActive,
  isWhenActiveAt,
  localParts,
  compileWhen,
  compileSchedule,
  parseClock,
} from './schedule.js';
export type { When, NamedSchedules, LocalParts, SchedulePredicate } from './schedule.js';
export { compileProfile, clockAt, DEFAULT_UNAVAILABLE_LABELS } from './compile.js';
export type {
  CompiledProfile,
  CompiledCategory,
  CompiledProduct,
  CompiledModgroup,
  CompiledModifier,
  RuleClock,
  RuleKind,
  RuleOf,
} from './compile.js';
export * from './menu/index.js';
export * from './validate/index.js';
export * from './slots/index.js';

// Pricing, promotions, delivery fees, explanations.
export * from './pricing/index.js';
export * from './promotions/index.js';
export * from './delivery/index.js';
export * from './explain/index.js';

// Rule kinds and checkout blockers, one file each.
export { RULE_KIND_DEFS, ruleKindDef } from './rules/index.js';
export type { RuleKindDef, RuleSelector, RuleSchedule } from './rules/index.js';
export { CHECKOUT_BLOCKERS, CHECKOUT_CART_TYPES, REMEDIES, allowedCartTypes, allowsPayment, checkoutChoices } from './checkout/index.js';
export type { CheckoutCheck, CheckoutContext, ChoicesInput, RemedyContext } from './checkout/index.js';

export {
  bandFee,
  findBand,
  legacyDeliveryBands,
  legacyDeliveryFee,
  legacyDeliveryFeeRule,
  legacyModelName,
  linearFee,
  ruleDeliveryFee,
  type DeliveryBand,
  type LinearFee,
  type SettingsDelivery,
} from './fee-models.js';
export { compareMiles, formatMiles, milesFromMeters, milesOf, milesToNumber, type Miles } from './miles.js';
export { DEFAULT_MAX_MILES, deliveryEtaMinutes, deliveryMiles, quoteDelivery, type DeliveryInput, type DeliveryResult, type QuoteDelivery } from './quote-delivery.js';

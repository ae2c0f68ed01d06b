export { priceCart, type PriceOptions } from './price-cart.js';
export { priceTotals, type PricedLine, type TotalsInput, type TotalsResult } from './totals.js';
export { applyCoercions, type CartType, type EffectiveChoices, type PaymentType } from './coercions.js';
export { computeTax, type TaxLine, type TaxResult } from './tax.js';
export { tipCents, tipChoices, maxTipCents, postOrderTipChoices, resolveTip, tipSettingsOf, offersPercents, LEGACY_TIP_SETTINGS, type ChosenTip, type TipSettings } from './tips.js';
export { publicQuote, publicTrace } from './public-quote.js';
export { preparePricing, DEFAULT_TAX_PERCENT, type PreparedPricing } from './prepared.js';
export { resolveLines } from './lines.js';
export { priceLine, type LinePrice } from './line-price.js';

/** The schemas' ids, and the validators compiled ahead of time into schemas/generated/validators.js. */

export const PROFILE_ID = 'https://schemas.storefront.local/shop-profile.schema.json';
export const CART_ID = 'https://schemas.storefront.local/cart.schema.json';
export const QUOTE_ID = 'https://schemas.storefront.local/quote.schema.json';
export const PRESET_ID = 'https://schemas.storefront.local/preset.schema.json';
export const MENU_ID = 'https://schemas.storefront.local/menu.schema.json';
export const ORDER_ID = 'https://schemas.storefront.local/order.schema.json';
export const OPERATIONS_ID = 'https://schemas.storefront.local/operations.schema.json';

/** Every validator the loader uses, by export name in schemas/generated/validators.js. */
export const VALIDATOR_REFS = {
  profile: PROFILE_ID,
  menu: MENU_ID,
  cart: CART_ID,
  quote: QUOTE_ID,
  preset: PRESET_ID,
  operations: OPERATIONS_ID,
} as const;

/** Legacy shop import: pure conversion of the legacy settings and menu into a shop profile. */
export {
  importLegacyShop,
  unwrapLegacySettings,
  unwrapLegacyMenu,
  LegacyImportError,
  DEFAULT_TIME_ZONE,
  DEFAULT_MENU_FILE,
  LEGACY_DEFAULT_TAX_PERCENTAGE,
} from './import-legacy-shop.js';
export type { LegacyImportInput, LegacyImportResult } from './import-legacy-shop.js';
export { LEGACY_DELIVERY_FLAGS, legacyDeliveryRule, describeBands, winningLegacyFlag } from './legacy-delivery.js';
export type { LegacyDeliveryFlag } from './legacy-delivery.js';

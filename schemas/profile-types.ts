/** Types for profiles after loading (presets merged, menu inline, defaults filled). */
import type { ShopProfile, Menu, Rule, Settings, Presentation, DayHours, SpecialHours, TimeRange } from './generated/types.js';

/** A special date after loading: its pickUp/delivery ranges in milliseconds after local midnight. */
export type LoadedSpecialHours = Omit<SpecialHours, 'pickUp' | 'delivery'> & { pickUp?: TimeRange[]; delivery?: TimeRange[] };

/** Settings after the loader filled every schema default and wrote opening hours in milliseconds (schemas/normalize.ts). */
export type LoadedSettings = Omit<Settings, 'hours' | 'specialHours'> & { hours: { pickUp: DayHours[]; delivery: DayHours[] }; specialHours?: LoadedSpecialHours[] } &
  Required<Pick<Settings, 'enableOrdering' | 'scheduledOrderDaysAllowed' | 'disableScheduling' |
    'minimumPickupSubtotalInCents' | 'approxPickupWaitInMinutes' | 'deliveryOnly' | 'disableCash' | 'disableCredit' |
    'pretip' | 'allowDineIn' | 'enableUtensilsPicker' | 'enableCashback' | 'cashbackPercentageAsInteger' |
    'maxCashOrderTotalInCents' | 'payInPersonMaxCents' | 'maxQuantityPerLine' | 'tipCap' | 'donation' | 'leadTime' | 'news' | 'contactFreeOptions' | 'customComponents' |
    'menuSettings' | 'delivery'>>;

/**
 * A profile ready for the engine: validated, defaults filled, the menu inline (a file or URL
 * source already read by the caller), and the rules of every preset in `extends` placed
 * before the profile's own rules.
 */
export interface LoadedProfile extends Omit<ShopProfile, 'menu' | 'rules' | 'settings' | 'presentation'> {
  readonly menu: Menu;
  readonly rules: readonly Rule[];
  readonly settings: LoadedSettings;
  readonly presentation: Presentation;
  /** Where the profile came from (file path or '<inline>'), for messages. */
  readonly source?: string;
}

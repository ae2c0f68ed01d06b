/** Builds small loaded profiles for tests and benchmarks: the loader's defaults, overridable. */
import type { Menu, Rule, Schedule } from '../../schemas/generated/types.js';
import type { LoadedProfile, LoadedSettings } from '../../schemas/profile-types.js';

export interface TestProfileInput {
  readonly shopId?: string;
  readonly timeZone?: string;
  readonly menu?: Menu;
  readonly rules?: readonly Rule[];
  readonly schedules?: Record<string, Schedule>;
  readonly settings?: Partial<LoadedSettings>;
  readonly siteId?: string;
}

/** A profile as the loader would return it, with every settings default filled. */
export function makeTestProfile(input: TestProfileInput = {}): LoadedProfile {
  const settings: LoadedSettings = {
    enableOrdering: true,
    taxPercentage: 9.5,
    allServicePercentage: 0,
    hours: { pickUp: [], delivery: [] },
    scheduledOrderDaysAllowed: 0,
    disableScheduling: false,
    minimumPickupSubtotalInCents: 0,
    approxPickupWaitInMinutes: 25,
    deliveryOnly: false,
    disableCash: false,
    disableCredit: false,
    pretip: false,
    allowDineIn: false,
    enableUtensilsPicker: false,
    enableCashback: false,
    cashbackPercentageAsInteger: 0,
    maxCashOrderTotalInCents: 0,
    payInPersonMaxCents: 50000,
    maxQuantityPerLine: 50,
    tipCap: { cents: 5000, percentOfPreTipTotal: 100 },
    donation: {},
    leadTime: { defaultDeliveryEstimate: 45 },
    news: {},
    contactFreeOptions: false,
    customComponents: {},
    menuSettings: {},
    delivery: {},
    ...input.settings,
  };
  const profile: LoadedProfile = {
    shopId: input.shopId ?? 'testshop',
    identity: { name: 'Test Shop', timeZone: input.timeZone ?? 'America/Los_Angeles' },
    settings,
    menu: input.menu ?? { subMenus: [] },
    rules: input.rules ?? [],
    presentation: {},
    ...(input.schedules ? { schedules: input.schedules } : {}),
    ...(input.siteId ? { site: { id: input.siteId } } : {}),
  };
  return profile;
}

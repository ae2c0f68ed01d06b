/* Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand. */

/**
 * A major allergen, from the fixed list: the union of the US major nine (FALCPA and the FASTER Act) and the EU fourteen (Regulation 1169/2011 Annex II). milk; eggs; fish; crustaceans (crustacean shellfish: shrimp, crab, lobster); molluscs (clams, mussels, oysters, squid); tree-nuts (almonds, walnuts, cashews, ...); peanuts; gluten (cereals containing gluten: rye, barley, oats, spelt); wheat (wheat is also gluten: a product with wheat counts as containing gluten); soy; sesame; celery; mustard; lupin; sulphites (sulphur dioxide and sulphites above 10 mg/kg). An unknown id is UNKNOWN_ALLERGEN, with the id meant.
 */
export type Allergen =
  | 'milk'
  | 'eggs'
  | 'fish'
  | 'crustaceans'
  | 'molluscs'
  | 'tree-nuts'
  | 'peanuts'
  | 'gluten'
  | 'wheat'
  | 'soy'
  | 'sesame'
  | 'celery'
  | 'mustard'
  | 'lupin'
  | 'sulphites';
/**
 * A dietary label, from the fixed list: vegetarian, vegan (also counted as vegetarian by the menu's filters), gluten-free, dairy-free, nut-free, halal, kosher, spicy. An unknown label is UNKNOWN_DIETARY_LABEL, with the label meant.
 */
export type DietaryLabel =
  'vegetarian' | 'vegan' | 'gluten-free' | 'dairy-free' | 'nut-free' | 'halal' | 'kosher' | 'spicy';
/**
 * First entry whose `match` (a modifier id) is picked gives the price.
 */
export type PriceIf = {
  /**
   * Id of a modifier; when it is picked, this entry gives the price.
   */
  match: string;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  price: number | string | null;
}[];
/**
 * One declarative rule; `kind` selects its shape.
 */
export type Rule =
  | HideRule
  | ShowOnlyRule
  | UnavailableRule
  | PriceFactorRule
  | PriceIncreaseRule
  | FixedPriceRule
  | RemoveModifierRule
  | PromotionRule
  | QuantityLimitRule
  | DeliveryFeeRule
  | TaxRateRule
  | BadgeRule
  | LeadTimeRule
  | ServiceChargeRule
  | RefuseAgeRestrictedRule;
/**
 * The order types the rule holds for (the cart's cartType: PICKUP, DELIVERY, DINEIN); without it, every order type. Like `when`, it is a condition: a rule acts only while both hold (a show-only rule shows its entities only then).
 *
 * @minItems 1
 *
 * Items: PICKUP, DELIVERY or DINEIN.
 */
export type CartTypes = ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];
/**
 * The order types the rule holds for (the cart's cartType: PICKUP, DELIVERY, DINEIN); without it, every order type. Like `when`, it is a condition: a rule acts only while both hold (a show-only rule shows its entities only then).
 *
 * @minItems 1
 *
 * Items: PICKUP, DELIVERY or DINEIN.
 */
export type CartTypes1 = ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];
/**
 * What a promotion takes off; `type` selects its shape.
 */
export type PromotionEffect =
  | {
      /**
       * The effect type: "percent-off".
       */
      type: 'percent-off';
      /**
       * A percentage from 0 to 100, as a number or numeric string.
       */
      percent: number | string;
      match?: Selector;
    }
  | {
      /**
       * The effect type: "amount-off".
       */
      type: 'amount-off';
      /**
       * Money in integer cents.
       */
      amountCents: number;
      match?: Selector;
    }
  | {
      /**
       * The effect type: "bogo-cheapest-free".
       */
      type: 'bogo-cheapest-free';
      match?: Selector;
    }
  | {
      /**
       * The effect type: "cheapest-of-pair-percent-off".
       */
      type: 'cheapest-of-pair-percent-off';
      /**
       * A percentage from 0 to 100, as a number or numeric string.
       */
      percent: number | string;
      match?: Selector;
    }
  | {
      /**
       * The effect type: "fixed-price-deal".
       */
      type: 'fixed-price-deal';
      match?: Selector;
      /**
       * Money in integer cents.
       */
      dealPriceCents?: number;
      /**
       * Money in integer cents.
       */
      discountCents?: number;
      /**
       * Money in integer cents.
       */
      remainderMinCents: number;
      /**
       * The most deals per order.
       */
      maxDeals?: number;
    };
/**
 * The order types the rule holds for (the cart's cartType: PICKUP, DELIVERY, DINEIN); without it, every order type. Like `when`, it is a condition: a rule acts only while both hold (a show-only rule shows its entities only then).
 *
 * @minItems 1
 *
 * Items: PICKUP, DELIVERY or DINEIN.
 */
export type CartTypes2 = ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];

export interface AllSchemas {
  profile?: ShopProfile;
  menu?: Menu;
  cart?: CartInput;
  quote?: Quote;
  preset?: Preset;
  order?: Order;
  operations?: Operations;
  modgroupUse?: ModgroupUse;
}
/**
 * One shop (location) of a site: identity, settings, menu source, rules and presentation. Validated by the loader in schemas/; defaults are filled in by it.
 */
export interface ShopProfile {
  /**
   * Path or URL of this schema, so editors autocomplete.
   */
  $schema?: string;
  /**
   * Version of the profile format; 1 is the only one.
   */
  schemaVersion?: 1;
  /**
   * Stable shop id, used in URLs and the API.
   */
  shopId: string;
  site?: Site;
  /**
   * Shared presets whose rules are applied before this profile's own rules (e.g. legacy-tags).
   */
  extends?: string[];
  identity: Identity;
  /**
   * Customer messages by rule id, replacing that rule's own message; works for rules from presets too (e.g. { "legacy-marker-limit-5": "You can not have more than 5 promo tacos in your cart." }). Placeholders as in the rule's message.
   */
  messages?: {
    [k: string]: string | undefined;
  };
  settings?: Settings;
  /**
   * The menu: inline (the legacy menu format), a file beside the profile, or a remote URL cached for cacheSeconds.
   */
  menu:
    | Menu
    | {
        /**
         * A menu file beside the profile (e.g. marios-downtown.menu.json).
         */
        file: string;
      }
    | {
        /**
         * A remote menu, fetched and cached.
         */
        url: string;
        /**
         * Seconds a fetched remote menu is used before it is fetched again (the cache is used when the fetch fails).
         */
        cacheSeconds?: number;
      };
  /**
   * Named schedules that rules may reference by name in `when`.
   */
  schedules?: {
    [k: string]: Schedule | undefined;
  };
  /**
   * This profile's rules, applied after the rules of the presets it extends (see docs/rules.md).
   */
  rules?: Rule[];
  presentation?: Presentation;
  orderHandling?: OrderHandling;
  legacy?: LegacyIds;
}
/**
 * The site a shop belongs to; the site's id is the host name (http://{id}.localhost:8787/).
 */
export interface Site {
  /**
   * Site id: the folder under shops/ and the first label of the host name.
   */
  id: string;
  /**
   * The site's name, shown in the header and page titles.
   */
  name?: string;
  /**
   * Stable shop id, used in URLs and the API.
   */
  defaultShopId?: string;
}
/**
 * Who the shop is and where.
 */
export interface Identity {
  /**
   * The shop name customers see (header, receipts, explain and price output).
   */
  name: string;
  /**
   * Logo image: a file under the site folder or a URL.
   */
  logo?: string;
  /**
   * The shop's phone number, shown to customers.
   */
  phone?: string;
  /**
   * The shop's e-mail address.
   */
  email?: string;
  /**
   * Street address, first line.
   */
  address_line_1?: string;
  /**
   * Street address, second line.
   */
  address_line_2?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * State.
   */
  state?: string;
  /**
   * ZIP code.
   */
  zip?: string;
  description?: LocalizedText;
  /**
   * IANA time zone, e.g. America/Los_Angeles.
   */
  timeZone: string;
  /**
   * The path the shop's pages live under on its site (e.g. /glendale); empty for a single-location site.
   */
  basePath?: string;
  /**
   * Text on the customer's card statement (at most 22 characters).
   */
  statementDescriptor?: string;
  /**
   * The site's locations, for the choose-location page, the header menu and the map.
   */
  locations?: Location[];
}
/**
 * Text per language.
 */
export interface LocalizedText {
  /**
   * The English text (shown to customers).
   */
  en?: string;
  /**
   * The Korean text, kept from the legacy menu.
   */
  kr?: string;
}
/**
 * One location of the site, as the site pages show it.
 */
export interface Location {
  /**
   * Stable shop id, used in URLs and the API.
   */
  shopId: string;
  /**
   * Location id, unique in the site.
   */
  id: string;
  /**
   * The location's base path on the site (e.g. /glendale).
   */
  basePath?: string;
  /**
   * The location's name on cards and links (e.g. Glendale).
   */
  label: string;
  /**
   * The address, one or two lines.
   *
   * @maxItems 2
   */
  address?: [] | [string] | [string, string];
  /**
   * The location's phone number as shown.
   */
  phone?: string;
  /**
   * The number dialled when the phone is tapped, when it differs from the one shown.
   */
  phoneLink?: string;
  /**
   * The location's ordering page (e.g. /glendale/order).
   */
  orderLink?: string;
  /**
   * Latitude, for the map.
   */
  lat?: number;
  /**
   * Longitude, for the map.
   */
  lng?: number;
  /**
   * Photo of the storefront: a file under the site's images or a URL.
   */
  storefrontPhoto?: string;
  /**
   * Opening hours as shown on the location card (display only; ordering follows settings.hours).
   */
  hours?: {
    /**
     * Day or days, as shown (e.g. Mon-Fri).
     */
    day: string;
    /**
     * Hours, as shown (e.g. 11am-9pm).
     */
    hours: string;
  }[];
  /**
   * Kept from the legacy site; not used.
   */
  className?: string;
  /**
   * A location left off the choose-location cards.
   */
  disabled?: boolean;
}
/**
 * Missing means {} (the loader fills it in before validation, so every default below applies).
 */
export interface Settings {
  /**
   * Online ordering is open; false blocks every order with ORDERING_DISABLED.
   */
  enableOrdering?: boolean;
  /**
   * Sales tax percent. Not numeric means the 9.5 default.
   */
  taxPercentage?: (number | string) | null;
  /**
   * Service fee percent of the subtotal after discount (step 5 of pricing), rounded half up.
   */
  allServicePercentage?: (number | string) | null;
  /**
   * A note explaining the service fee, kept from the legacy settings.
   */
  allServiceFeeNote?: string;
  /**
   * Opening hours for pickup and for delivery; time slots are offered only inside them.
   */
  hours?: {
    /**
     * Pickup (and dine-in) hours, one entry per open weekday.
     */
    pickUp?: (DayHours | HumanDayHours)[];
    /**
     * Delivery hours, one entry per open weekday.
     */
    delivery?: (DayHours | HumanDayHours)[];
  };
  /**
   * Dates whose hours differ from the weekly `hours`: holidays when the shop is closed, short days, special openings. An entry covers one `date` or the dates `dateFrom` to `dateTo` (inclusive, on the shop's calendar). `closed: true` closes every kind of order that whole day (a range of the evening before that runs past midnight stops at midnight); otherwise `pickUp` and `delivery` replace that day's weekly hours for the kind they name (an empty list closes it) and a kind not named keeps its weekly hours. Dine-in follows `pickUp`, as in the weekly hours. `note` says why ('Thanksgiving'): the storefront says 'Closed today for Thanksgiving. Order ahead for Friday from 11:00 AM'. Dates may not overlap.
   */
  specialHours?: SpecialHours[];
  capacity?: Capacity;
  /**
   * How many days ahead a customer may schedule an order (0 = today only).
   */
  scheduledOrderDaysAllowed?: number;
  /**
   * Offer ASAP only: no scheduled times, today or later.
   */
  disableScheduling?: boolean;
  /**
   * Smallest subtotal for a pickup order (PICKUP_MINIMUM below it).
   */
  minimumPickupSubtotalInCents?: number;
  /**
   * Minutes from ordering to pickup: the first pickup slot and the ASAP due time.
   */
  approxPickupWaitInMinutes?: number;
  /**
   * The shop's pickup address (directions start here).
   */
  deliveryAddress?: string;
  /**
   * The shop's position, for the locations map.
   */
  coordinates?: {
    /**
     * Latitude.
     */
    lat: number;
    /**
     * Longitude.
     */
    lng: number;
  };
  /**
   * Delivery only: a pickup cart is changed to delivery.
   */
  deliveryOnly?: boolean;
  /**
   * No cash payment: a cash cart is changed to card.
   */
  disableCash?: boolean;
  /**
   * No card payment: a card cart is changed to cash.
   */
  disableCredit?: boolean;
  /**
   * Offer tip choices at checkout.
   */
  pretip?: boolean;
  /**
   * Take dine-in orders; without it a DINEIN cart is blocked (DINE_IN_NOT_ALLOWED).
   */
  allowDineIn?: boolean;
  /**
   * Ask about utensils at checkout; an unanswered cart includes them.
   */
  enableUtensilsPicker?: boolean;
  /**
   * The countries whose phone numbers the shop takes (ISO 3166-1 alpha-2 codes, e.g. "US", "CA"): a phone in an order, a cashback look-up, a rewards sign-up or a verification text must be a real number (libphonenumber's full metadata) of one of them, else it is refused with PHONE_INVALID or PHONE_COUNTRY. The first country is assumed for numbers typed without a + country code. Verification codes are texted only to numbers that can receive texts (mobile, or a US/Canada-style number that may be mobile).
   *
   * @minItems 1
   */
  phoneCountries?: [string, ...string[]];
  /**
   * Cashback on this shop's orders (earned by every order, card or paid in person: cashbackPercentageAsInteger of the invoice, credited when a card payment is confirmed or when staff mark a pay-in-person order completed; spent: at checkout). Off unless the profile turns it on; `shopctl import` writes the legacy shop's own setting (the legacy storefront had it on).
   */
  enableCashback?: boolean;
  /**
   * Percent of the invoice an order earns as cashback, rounded down (when enableCashback is on).
   */
  cashbackPercentageAsInteger?: number;
  /**
   * Largest invoice paid in cash (CASH_LIMIT above it, with the legacy message); $10.00 (1000) or less sets no limit of its own, and payInPersonMaxCents applies instead.
   */
  maxCashOrderTotalInCents?: number;
  /**
   * Largest invoice of an order paid in person (cash) when maxCashOrderTotalInCents sets no limit (is $10.00 or less): PAY_IN_PERSON_LIMIT above it, so nobody can reserve an unbounded unpaid order. 0 turns this ceiling off.
   */
  payInPersonMaxCents?: number;
  /**
   * Most units of an item one cart line may hold (LINE_QUANTITY_LIMIT above it); a larger order is arranged with the shop.
   */
  maxQuantityPerLine?: number;
  /**
   * The largest tip a card order may carry, at checkout or added after the order: the larger of `cents` and `percentOfPreTipTotal`% of the pre-tip total (TIP_TOO_LARGE above it).
   */
  tipCap?: {
    /**
     * A tip up to this is always allowed.
     */
    cents?: number;
    /**
     * A tip up to this percent of the pre-tip total is allowed (when more than `cents`).
     */
    percentOfPreTipTotal?: number;
  };
  /**
   * The tip choices checkout offers (with pretip) and the post-order tip widget offers; every field left out keeps the legacy choice: over $10.00 before tip 10, 15 and 20%, else $1 to $4, then Custom and Not now, nothing pre-selected. The quote carries the choices, with the pre-selected one, as data (tipChoices, postOrderTipChoices).
   */
  tips?: {
    /**
     * Percent buttons (of the pre-tip total, rounded half up), offered when the pre-tip total is over percentChoicesOverCents; also the post-order widget's buttons.
     */
    percentChoices?: number[];
    /**
     * Dollar buttons, in cents, offered when the pre-tip total is at or below percentChoicesOverCents.
     */
    amountChoicesCents?: number[];
    /**
     * The threshold: a pre-tip total over this is offered the percent choices, one at or below it the dollar choices.
     */
    percentChoicesOverCents?: number;
    /**
     * The percent choice pre-selected when percents are offered (one of percentChoices); none = nothing pre-selected (Not now).
     */
    defaultPercent?: number;
    /**
     * The dollar choice pre-selected when dollars are offered (one of amountChoicesCents), in cents.
     */
    defaultAmountCents?: number;
  };
  /**
   * A donation the customer may add at checkout (card orders only).
   */
  donation?: {
    /**
     * Offer the donation at checkout.
     */
    enableDonation?: boolean;
    /**
     * The question shown beside the donation box.
     */
    donationPrompt?: string;
    /**
     * Let the customer choose the amount (the cart's restaurantDonationCents).
     */
    allowCustomAmount?: boolean;
    /**
     * Donation in cents.
     */
    defaultAmount?: number;
  };
  /**
   * Lead times for delivery.
   */
  leadTime?: {
    /**
     * Minutes from ordering to delivery: the first delivery slot and the ASAP due time without a traffic estimate.
     */
    defaultDeliveryEstimate?: number;
  };
  /**
   * Site notice text.
   */
  news?: {
    /**
     * A notice shown at the top of the site (e.g. holiday hours).
     */
    holiday?: string;
  };
  /**
   * Show a 'contact-free options' link in the site notice.
   */
  contactFreeOptions?: boolean;
  /**
   * Kept from the legacy storefront; not used.
   */
  customComponents?: {
    /**
     * Kept from the legacy storefront; not used.
     */
    pages?: string[];
    /**
     * Kept from the legacy storefront; not used.
     */
    header?: string;
    /**
     * Kept from the legacy storefront; not used.
     */
    filters?: string[];
    /**
     * Kept from the legacy storefront; not used.
     */
    preloadMenuData?: boolean;
    /**
     * Kept from the legacy storefront; not used.
     */
    hideSiteNotice?: boolean;
  };
  /**
   * Per-product menu settings keyed by product id (legacy 'settings text').
   */
  menuSettings?: {
    [k: string]:
      | {
          /**
           * "OUT_OF_STOCK" shows the product as out of stock, so it cannot be ordered; "" clears it.
           */
          outOfStock?: 'OUT_OF_STOCK' | '';
        }
      | undefined;
  };
  /**
   * Delivery: distance limit, fees (when the profile has no delivery-fee rule), minimum and switches.
   */
  delivery?: {
    /**
     * Linear fee: the fee up to baseFeeMiles (used when the profile has no delivery-fee rule).
     */
    baseFeeInCents?: number;
    /**
     * Addresses at or beyond this many miles are not delivered to (NOT_DELIVERABLE).
     */
    maxDistanceInMiles?: number;
    /**
     * Linear fee: cents per mile beyond baseFeeMiles, rounded half up.
     */
    feeInCentsPerMile?: number;
    /**
     * Linear fee: the miles the base fee covers.
     */
    baseFeeMiles?: number;
    /**
     * Delivery is free when the subtotal (before discount) is above this; 0 means never free.
     */
    freeDeliveryQualifyingSubtotalInCents?: number;
    /**
     * Legacy band table: up to 5 miles $2.95, then $5.00.
     */
    useStepFunction?: boolean;
    /**
     * Legacy band table: up to 4 miles the base fee, then $5.00.
     */
    fiveOverFour?: boolean;
    /**
     * Legacy band table: up to 3 miles free, then $3.00.
     */
    threeOverThree?: boolean;
    /**
     * Legacy band table: up to 3 miles the base fee, then $5.00.
     */
    fiveOverThree?: boolean;
    /**
     * Legacy band table: $6.40 up to 1 mile, $8.30 up to 2, $10.20 up to 3, $12.10 up to 4, then $14.00.
     */
    useUberEatsStep?: boolean;
    /**
     * Smallest subtotal for a delivery order (DELIVERY_MINIMUM below it).
     */
    minimumDeliverySubtotalInCents?: number;
    /**
     * No delivery: a delivery cart is blocked (DELIVERY_DISABLED).
     */
    disableDelivery?: boolean;
    /**
     * Delivery is paid by card only: a cash delivery cart is changed to card.
     */
    deliveryCreditOnly?: boolean;
    /**
     * Minutes to drop-off, added to the cart's traffic duration for the delivery ETA.
     */
    defaultOrderStartsDropoffMinutes?: number;
    /**
     * Drivers are short: delivery orders are blocked (NOT_ENOUGH_DRIVERS).
     */
    notEnoughDriver?: boolean;
    /**
     * The message shown when drivers are short.
     */
    notEnoughDriverText?: string;
    /**
     * Kept from the legacy settings; not used.
     */
    leaveAtDoorPostmates?: boolean;
    /**
     * Kept from the legacy settings; not used.
     */
    leaveAtDoorPostmatesNote?: string;
  };
}
/**
 * (Legacy form; write `days` and "HH:mm" times instead, see HumanDayHours.) The opening hours of one weekday.
 */
export interface DayHours {
  /**
   * 0 = Sunday ... 6 = Saturday.
   */
  day: number;
  /**
   * The ranges the shop is open that day; none means closed.
   */
  timeRanges: TimeRange[];
}
/**
 * (Legacy form; write "HH:mm" times instead, see HumanTimeRange.) Milliseconds after local midnight. `to` may exceed 86400000 to run past midnight.
 */
export interface TimeRange {
  /**
   * Opening, in milliseconds after local midnight (39600000 = 11:00).
   */
  from: number;
  /**
   * Closing, in milliseconds after local midnight (79200000 = 22:00); over 86400000 runs past midnight.
   */
  to: number;
}
/**
 * Opening hours for some weekdays, e.g. {"days": "mon-fri", "timeRanges": [{"from": "11:00", "to": "22:00"}]}. Give `days` or `day`, not both.
 */
export interface HumanDayHours {
  /**
   * Weekdays: a name ("sat"), a range ("mon-fri", wrapping "fri-sun" or "sun-tue"), or a list of names, ranges or (legacy) numbers 0 = Sunday ... 6 = Saturday.
   */
  days?: string | [number | string, ...(number | string)[]];
  /**
   * A weekday: a name mon, tue, wed, thu, fri, sat, sun, or (legacy) a number, 0 = Sunday ... 6 = Saturday.
   */
  day?: number | string;
  timeRanges: HumanTimeRange[];
}
/**
 * Opening and closing time, e.g. {"from": "11:00", "to": "22:00"}; legacy milliseconds after midnight still load.
 */
export interface HumanTimeRange {
  from: string | number;
  to: string | number;
}
/**
 * One special date or range of dates: closed, or its own hours for pickup and/or delivery. Give `date`, or `dateFrom` and `dateTo`.
 */
export interface SpecialHours {
  /**
   * The date (YYYY-MM-DD).
   */
  date?: string;
  /**
   * First date of a range (inclusive).
   */
  dateFrom?: string;
  /**
   * Last date of a range (inclusive); not before dateFrom.
   */
  dateTo?: string;
  /**
   * Closed all day: no pickup, delivery or dine-in, no slot, and an order due that day is refused.
   */
  closed?: boolean;
  /**
   * Pickup (and dine-in) hours that day, in place of the weekly ones; [] = no pickup that day.
   */
  pickUp?: (TimeRange | HumanTimeRange)[];
  /**
   * Delivery hours that day, in place of the weekly ones; [] = no delivery that day.
   */
  delivery?: (TimeRange | HumanTimeRange)[];
  /**
   * Why: shown to customers ('Closed today for Thanksgiving.') and printed by shopctl explain.
   */
  note?: string;
}
/**
 * How much the kitchen takes per time slot. With it, time slots are `slotMinutes` apart, and a slot that already holds `maxOrders` orders or `maxItems` items (every order not rejected or cancelled, accepted or not, whose due time falls in the slot) is not offered; ASAP moves to the first slot with room, saying so. `perType: true` counts pickup, delivery and dine-in apart under the same limits; per-type limits (`{ "pickup": {...}, "delivery": {...}, "dinein": {...} }`) count each kind apart under its own limits (a kind not named is not limited). Without `capacity`, slots are 30 minutes apart and never fill.
 */
export interface Capacity {
  /**
   * Length of a time slot in minutes (a divisor of 60: 5, 10, 15, 20, 30 or 60); slots are offered this far apart.
   */
  slotMinutes: 5 | 10 | 15 | 20 | 30 | 60;
  /**
   * Orders per slot, all kinds together (unless perType).
   */
  maxOrders?: number;
  /**
   * Items per slot, all kinds together (unless perType).
   */
  maxItems?: number;
  /**
   * true: pickup, delivery and dine-in are counted apart, each under maxOrders/maxItems. Per-type limits: each kind counted apart under its own limits.
   */
  perType?:
    | boolean
    | {
        pickup?: CapacityLimits;
        delivery?: CapacityLimits;
        dinein?: CapacityLimits;
      };
}
/**
 * Limits of one time slot: at most `maxOrders` orders and `maxItems` items (units of every line).
 */
export interface CapacityLimits {
  /**
   * Orders per slot.
   */
  maxOrders?: number;
  /**
   * Items (the sum of the lines' quantities) per slot.
   */
  maxItems?: number;
}
/**
 * A shop's menu file (<shop>.menu.json beside the profile, named by the profile's "menu": {"file": ...}): categories (subMenus) of products with their modifier groups. Prices are in dollars, as the legacy menu host wrote them. Validated by the loader in schemas/; `shopctl lint <file>.menu.json` checks it on its own.
 */
export interface Menu {
  /**
   * Path or URL of this schema, so editors autocomplete (e.g. "../../schemas/menu.schema.json").
   */
  $schema?: string;
  /**
   * The shop this menu belongs to (informational; the profile names its menu file).
   */
  shopId?: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name?: string | LocalizedText;
  /**
   * The categories, in the order customers see them.
   */
  subMenus: SubMenu[];
  /**
   * Modifier groups shared by many products (toppings, dressings, sauces). A product, or an option that opens groups, lists {"use": "<id>"} in its modgroups to get a copy of one, and may replace its name, required, minCount, maxCount and the other fields given in ModgroupUse. Written once, priced the same everywhere (a price by size stays a priceIf naming the product's size options). Ids must be unique in the library; lint warns about a group no product uses (MODGROUP_LIBRARY_UNUSED).
   */
  modgroupLibrary?: Modgroup[];
}
/**
 * A menu category.
 */
export interface SubMenu {
  /**
   * Category id, unique in the menu; rules match it with categoryIds.
   */
  id: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name: string | LocalizedText;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  description?: string | LocalizedText;
  /**
   * Free text of keywords (legacy tags such as breakfast, hide, tuesday-only).
   */
  tag?: string | null;
  /**
   * The products, in the order customers see them.
   */
  products: Product[];
  /**
   * Kept from the legacy menu; not used.
   */
  shopId?: string;
  /**
   * The category's products are shown but cannot be ordered.
   */
  disableOrder?: boolean;
  /**
   * A draft category is never shown.
   */
  draft?: boolean;
  /**
   * Retail goods (bottles, merchandise): the category's products are untaxed. Without this field a category whose English name contains RETAIL (upper case) is retail, as on the legacy storefront; false turns that off.
   */
  retail?: boolean;
  /**
   * Legacy category kind, always "food" and otherwise ignored; for untaxed retail goods write "retail": true instead
   */
  type?: 'food';
  /**
   * Kept from the legacy menu; not used (categories show in file order).
   */
  orderIndex?: number;
}
/**
 * A product: its price, modifier groups and tags.
 */
export interface Product {
  /**
   * Product id, unique in the menu; carts name products by it.
   */
  id: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name: string | LocalizedText;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  description?: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  price?: number | string | null;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  originalPrice?: number | string | null;
  /**
   * A photo: a URL, nothing, or a legacy image reference.
   */
  photo?:
    | string
    | null
    | {
        /**
         * 'g' image-host path, 'cl' cloud-image id in pid, 'local' a file under the shop folder, otherwise a URL.
         */
        type?: string;
        /**
         * Image-host path (type 'g').
         */
        s?: string;
        /**
         * Image id (the file name without its extension).
         */
        id?: string;
        /**
         * Cloud-image id (type 'cl').
         */
        pid?: string;
        /**
         * File extension (e.g. jpg).
         */
        e?: string;
        /**
         * Width in pixels.
         */
        w?: number;
        /**
         * Height in pixels.
         */
        h?: number;
        /**
         * A full URL, used as is.
         */
        url?: string;
      };
  /**
   * Modifier groups offered on the product page, in order: each written in place, or {"use": "<id>"} of a group of the menu's modgroupLibrary.
   *
   * Items: A modifier group written in place, or {"use": "<id>"} of a group of the menu's modgroupLibrary.
   */
  modgroups?: (Modgroup | ModgroupUse)[];
  /**
   * Keywords rules match (e.g. 50off, halal): a list, or text of keywords.
   */
  tags?: string[] | string | null;
  /**
   * Age-restricted: the customer must be at least this old (e.g. 21 for alcohol). The tile and product page show it, checkout asks 'I am 21 or older and will show ID' (AGE_CONFIRMATION_REQUIRED until ticked) and the kitchen ticket says ID CHECK.
   */
  minimumAge?: number;
  /**
   * The major allergens the product contains as it is made, from the fixed list (the US major nine and the EU fourteen; see Allergen). [] says it contains none of them; leaving the field out says nothing is known, and the menu's "No ..." filters then leave the product out. Options add theirs (Modifier.allergens). The product page says 'Contains: Milk, Wheat' for the picks made, and the bag, receipt and kitchen ticket list each line's.
   */
  allergens?: Allergen[];
  /**
   * Dietary labels from the fixed list (see DietaryLabel), drawn as badges on the tile and the product page and offered as menu filters. Lint refuses a label its allergens contradict (DIETARY_CONFLICT: a vegan dish with milk).
   */
  dietary?: DietaryLabel[];
  /**
   * Kept from the legacy menu; not used.
   */
  sub?: string;
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  taxP?: number | string;
  combo?: Combo;
}
/**
 * Makes the product a combo built from other products of the menu: for each slot the customer chooses `count` products from those the slot offers. One unit costs the product's own price (after price rules) plus its own picks, plus for each chosen product its slot's upcharge and the picks made on it with its own modifier groups; a chosen product's own price is not charged. Promotions and tax treat the combo as one line, taxed at the combo product's rate.
 */
export interface Combo {
  /**
   * What the customer chooses, in the order the product page asks.
   *
   * @minItems 1
   */
  slots: [ComboSlot, ...ComboSlot[]];
}
/**
 * One choice of a combo (e.g. Slices, Drink).
 */
export interface ComboSlot {
  /**
   * Slot id, unique in the combo; a cart's comboPicks names the slot by it.
   */
  id: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name: string | LocalizedText;
  from: ComboSource;
  /**
   * How many products the customer chooses in this slot (the same product may be chosen more than once).
   */
  count?: number;
  /**
   * Extra charged when a product is chosen in this slot, in dollars, by product id (per time chosen). Products not listed cost nothing extra.
   */
  upcharges?: {
    /**
     * An amount in dollars, not negative: a number or a numeric string with at most two decimals.
     */
    [k: string]: number | string | undefined;
  };
}
/**
 * Which products a slot offers: those listed by id, carrying one of the tags, or in one of the categories (any one is enough), in menu order. Combos are never offered inside a combo.
 */
export interface ComboSource {
  /**
   * Products offered by id.
   */
  productIds?: string[];
  /**
   * Products carrying one of these tags (whole keywords, any case) are offered.
   */
  tags?: string[];
  /**
   * Products in one of these categories, by category id, are offered.
   */
  categories?: string[];
}
/**
 * A modifier group (e.g. Bun, Extras) on a product page.
 */
export interface Modgroup {
  /**
   * Group id, unique in the product; carts and rules refer to it.
   */
  id: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name: string | LocalizedText;
  /**
   * single: pick one; multiple: pick any; buffet: a quantity per modifier; pizza: whole, left half or right half per modifier (see portions).
   */
  type?: 'single' | 'multiple' | 'buffet' | 'pizza';
  /**
   * At least one pick is needed (ITEM_INVALID otherwise).
   */
  required?: boolean;
  /**
   * Fewest picks when the group is required or something is picked.
   */
  minCount?: number;
  /**
   * Most picks.
   */
  maxCount?: number;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  minPrice?: number | string | null;
  /**
   * Id of a modifier that must be picked for this group to show.
   */
  showIf?: string;
  /**
   * The modifiers (options) of the group.
   */
  modifiers?: Modifier[];
  /**
   * Weekdays: a name ("sat"), a range ("mon-fri", wrapping "fri-sun" or "sun-tue"), or a list of names, ranges or (legacy) numbers 0 = Sunday ... 6 = Saturday.
   */
  daysOfWeek?: string | [number | string, ...(number | string)[]];
  /**
   * Generate this group's modifiers from the products carrying this tag.
   */
  autoGenFromTag?: string;
  /**
   * Auto-generated modifier price = ceil(product price x multiplier).
   */
  discountMultiplier?: number | string;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  fixedPrice?: number | string | null;
  priceIf?: PriceIf;
  /**
   * Each option can go on the whole item or on its left or right half (a pizza's toppings): the cart says {"side": "left"}. A group of type pizza offers halves unless this is false; a group of another type offers them when this is true. A half costs portionFactor of the option's price.
   */
  portions?: boolean;
  /**
   * What a left or right half costs as a share of the option's price at the level and size picked: "0.5" = half (the default), "0.6" = 60%. The result is rounded half up to the cent. Read only when the group offers halves; an exact decimal above 0 and at most 1.
   */
  portionFactor?: number | string;
  /**
   * When a customer removes an option that starts picked ("default": true), its price comes off the line. Without it (false by default) the line keeps the option's price: 'No Cheese' costs what the pizza with cheese costs. An option's own refundWhenRemoved wins.
   */
  refundWhenRemoved?: boolean;
}
/**
 * One option of a modifier group.
 */
export interface Modifier {
  /**
   * Modifier id; carts pick it in customerPicks.
   */
  id: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  price?: number | string | null;
  priceIf?: PriceIf;
  /**
   * The option starts picked on the product page (a pizza's cheese; spice level 2 in a single group). A cart that does not name it counts it as picked, whole and regular (in a single group only while the cart picks no other option there), so carts written without it price the same. A cart removes it with false: the bag, the receipt and the kitchen ticket say 'No Cheese', and the price stays unless refundWhenRemoved says otherwise.
   */
  default?: boolean;
  /**
   * For an option that starts picked: true takes its price off the line when the customer removes it, false keeps it. Without it, the group's refundWhenRemoved (false by default).
   */
  refundWhenRemoved?: boolean;
  /**
   * The major allergens this option adds when it is picked (cheese adds milk), from the fixed list (see Allergen). An option that starts picked counts in what the product contains until the customer removes it.
   */
  allergens?: Allergen[];
  levels?: ModifierLevels;
  /**
   * Groups this option opens when it is picked ("Add a dip" opens "Which dip"): shown indented under it on the product page and counted only while it is picked (a pick inside one is not charged otherwise). Groups may nest 3 deep (lint: MODGROUP_NESTED_TOO_DEEP). A nested group takes no showIf: its option is its condition. Its options' ids share the product's one customerPicks map, so every id must be unique in the product.
   *
   * Items: A modifier group written in place, or {"use": "<id>"} of a group of the menu's modgroupLibrary.
   */
  modgroups?: (Modgroup | ModgroupUse)[];
  /**
   * A photo: a URL, nothing, or a legacy image reference.
   */
  photo?:
    | string
    | null
    | {
        /**
         * 'g' image-host path, 'cl' cloud-image id in pid, 'local' a file under the shop folder, otherwise a URL.
         */
        type?: string;
        /**
         * Image-host path (type 'g').
         */
        s?: string;
        /**
         * Image id (the file name without its extension).
         */
        id?: string;
        /**
         * Cloud-image id (type 'cl').
         */
        pid?: string;
        /**
         * File extension (e.g. jpg).
         */
        e?: string;
        /**
         * Width in pixels.
         */
        w?: number;
        /**
         * Height in pixels.
         */
        h?: number;
        /**
         * A full URL, used as is.
         */
        url?: string;
      };
  /**
   * Kept from the legacy menu; not used.
   */
  url?: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  description?: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  originalPrice?: number | string | null;
}
/**
 * The amounts of an option a customer may ask for besides regular, each with its price in dollars (regular is the option's own price; none is not picking it, or false for an option that starts picked). Only the levels listed are offered. A cart asks with {"level": "extra"} (true = regular); a level the option does not list is LEVEL_NOT_OFFERED. Price rules for the option change these prices as they change its price, and a left or right half costs portionFactor of them.
 */
export interface ModifierLevels {
  /**
   * Light: less of it. Its price.
   */
  light?:
    | number
    | string
    | {
        /**
         * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
         */
        price: number | string | null;
        priceIf?: PriceIf;
      };
  /**
   * Extra: more of it. Its price.
   */
  extra?:
    | number
    | string
    | {
        /**
         * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
         */
        price: number | string | null;
        priceIf?: PriceIf;
      };
  /**
   * On the side: served apart. Its price.
   */
  onSide?:
    | number
    | string
    | {
        /**
         * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
         */
        price: number | string | null;
        priceIf?: PriceIf;
      };
}
/**
 * All given conditions must hold, in the shop's time zone. from > to runs past midnight.
 */
export interface Schedule {
  /**
   * Weekdays: a name ("sat"), a range ("mon-fri", wrapping "fri-sun" or "sun-tue"), or a list of names, ranges or (legacy) numbers 0 = Sunday ... 6 = Saturday.
   */
  days?: string | [number | string, ...(number | string)[]];
  /**
   * Start time on the shop clock, HH:mm.
   */
  from?: string;
  /**
   * End time on the shop clock, HH:mm (24:00 = midnight), exclusive.
   */
  to?: string;
  /**
   * First date it holds on (inclusive).
   */
  dateFrom?: string;
  /**
   * Last date it holds on (inclusive).
   */
  dateTo?: string;
}
/**
 * Hide matching entities (always, or while `when` holds).
 */
export interface HideRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "hide".
   */
  kind: 'hide';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * What is hidden.
   */
  target: 'category' | 'product' | 'modgroup' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
}
/**
 * Matches menu entities. Every given field must match; within a list, any entry. Tags are whole keywords; *Contains fields are case-sensitive substrings.
 */
export interface Selector {
  /**
   * Entities with one of these ids (of whatever the rule targets).
   *
   * @minItems 1
   */
  ids?: [string, ...string[]];
  /**
   * Entities with one of these tags (whole keywords, any case).
   *
   * @minItems 1
   */
  tags?: [string, ...string[]];
  /**
   * Entities whose tag text contains this (case-sensitive).
   */
  tagContains?: string;
  /**
   * Entities whose name contains this (case-sensitive), e.g. a marker like (limit 5).
   */
  nameContains?: string;
  /**
   * Entities with exactly this name.
   */
  nameEquals?: string;
  /**
   * Entities in one of these categories.
   *
   * @minItems 1
   */
  categoryIds?: [string, ...string[]];
  /**
   * Entities in a category with one of these tags.
   *
   * @minItems 1
   */
  categoryTags?: [string, ...string[]];
  /**
   * Entities in a category whose name contains this (case-sensitive).
   */
  categoryNameContains?: string;
  /**
   * Entities of one of these products (for modifier groups and modifiers).
   *
   * @minItems 1
   */
  productIds?: [string, ...string[]];
  /**
   * Entities of a product with one of these tags.
   *
   * @minItems 1
   */
  productTags?: [string, ...string[]];
  /**
   * Entities of a product whose name contains this (case-sensitive).
   */
  productNameContains?: string;
  /**
   * Modifiers in one of these groups.
   *
   * @minItems 1
   */
  modgroupIds?: [string, ...string[]];
  /**
   * Modifiers in a group whose name contains this (case-sensitive).
   */
  modgroupNameContains?: string;
}
/**
 * Matching entities are visible only while `when` holds and, with `cartTypes`, only for those order types (give one or both; lint refuses a rule with neither).
 */
export interface ShowOnlyRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "show-only".
   */
  kind: 'show-only';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * What is shown only on schedule.
   */
  target: 'category' | 'product' | 'modgroup' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
}
/**
 * Matching products or modifiers are shown but cannot be ordered (always, or while `when` holds, or for the order types in `cartTypes`: beer orderable for dine-in only is unavailable for PICKUP and DELIVERY, shown there as 'Dine-in only').
 */
export interface UnavailableRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "unavailable".
   */
  kind: 'unavailable';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * What cannot be ordered.
   */
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * Why: OUT_OF_STOCK, DINE_IN_ONLY, TIME_LIMITED or CART_TYPE (not for the order types in cartTypes); each has a default label. DINE_IN_ONLY without cartTypes holds for PICKUP and DELIVERY carts, so a dine-in cart can order the item.
   */
  reason: 'OUT_OF_STOCK' | 'DINE_IN_ONLY' | 'TIME_LIMITED' | 'CART_TYPE';
  /**
   * Label on the tile; without it, a rule that holds for some order types only names those the item can be ordered for ('Dine-in only', 'Not for delivery'), else by reason: OUT_OF_STOCK '*OUT OF STOCK', DINE_IN_ONLY '*not availalbe online' (the legacy spelling), TIME_LIMITED '*not available right now'.
   */
  label?: string;
}
/**
 * Multiply the price by `factor`, rounded to the cent as `rounding` says (default floor); the old price is kept as originalPrice.
 */
export interface PriceFactorRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "price-factor".
   */
  kind: 'price-factor';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * Whose price changes.
   */
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * The multiplier, as an exact decimal string (0.5 = half price).
   */
  factor?: string;
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  percentOff?: number | string;
  /**
   * How the new price is rounded to the cent.
   */
  rounding?: 'floor' | 'ceil' | 'half-up';
  /**
   * Show the old price struck through beside the new one.
   */
  showOriginalPrice?: boolean;
}
/**
 * Add a fixed amount to the price.
 */
export interface PriceIncreaseRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "price-increase".
   */
  kind: 'price-increase';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * Whose price changes.
   */
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * Cents added to the price (negative to lower it).
   */
  amountCents: number;
  /**
   * Leave free items free.
   */
  skipZeroPriced?: boolean;
}
/**
 * Set the price to a fixed amount.
 */
export interface FixedPriceRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "fixed-price".
   */
  kind: 'fixed-price';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * Whose price is set.
   */
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * The new price in cents.
   */
  priceCents: number;
  /**
   * Show the old price struck through beside the new one.
   */
  showOriginalPrice?: boolean;
}
/**
 * Remove matching modifiers or whole modifier groups from the menu.
 */
export interface RemoveModifierRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "remove-modifier".
   */
  kind: 'remove-modifier';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * What is removed: whole groups or single modifiers.
   */
  target: 'modgroup' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
}
/**
 * A discount: with `code` it applies when the customer enters that code (case-insensitive); without, automatically. `match` names the lines the effect applies to, as in other rule kinds (the same as effect.match, which still loads; give one of the two).
 */
export interface PromotionRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "promotion".
   */
  kind: 'promotion';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes1;
  /**
   * The code the customer types (any case); without one the promotion applies by itself.
   */
  code?: string;
  /**
   * Higher applies first; ties keep profile order.
   */
  priority?: number;
  /**
   * When it fires, no other promotion applies; it does not fire if one already has.
   */
  exclusive?: boolean;
  /**
   * Everything given must hold for the promotion to apply.
   */
  conditions?: {
    /**
     * The subtotal must be at least this.
     */
    minSubtotalCents?: number;
    /**
     * Only for these order types.
     *
     * @minItems 1
     *
     * Items: PICKUP, DELIVERY or DINEIN.
     */
    cartTypes?: ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];
    /**
     * Only for these payment types.
     *
     * @minItems 1
     *
     * Items: CASH (paid in person) or CARD (paid online).
     */
    paymentTypes?: ['CASH' | 'CARD', ...('CASH' | 'CARD')[]];
    /**
     * A schedule, the name of one in `schedules`, or a list (any of them).
     */
    when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
    /**
     * At least this many units matching the effect's match must be in the cart.
     */
    minMatchingQuantity?: number;
  };
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  limits?: PromotionLimits;
  match?: Selector;
  effect: PromotionEffect;
}
/**
 * Limits of a coded promotion. Unlike `conditions` (the discount silently does not apply), a limit that is not met is told to the customer with its own message and code, on the quote (its `promo` state and a blocker) and when the order is placed (refused), so the customer removes the code or fixes the cart. oncePerCustomer, firstOrderOnly and maxUses need a `code`; validFrom, validUntil and minItems also work on an automatic promotion, as conditions.
 */
export interface PromotionLimits {
  /**
   * Each customer may use the code once, counted by verified phone number: the customer proves the phone with a texted code first (PROMO_PHONE_NOT_VERIFIED otherwise), and a phone that used it is refused with PROMO_ALREADY_USED. A rejected, cancelled or refunded order gives the use back.
   */
  oncePerCustomer?: boolean;
  /**
   * Only for the customer's first order at this shop, by verified phone number (PROMO_PHONE_NOT_VERIFIED without one, PROMO_FIRST_ORDER_ONLY when that phone has ordered here before). Rejected, cancelled, refunded and unpaid released orders do not count.
   */
  firstOrderOnly?: boolean;
  /**
   * Total uses across all customers (orders that used the code). Counted by the server in its database, one use per order, atomically: the last use goes to exactly one order (PROMO_USED_UP for the others). A rejected, cancelled or refunded order gives its use back; a card order whose charge fails takes none. Not negative (lint: PROMO_MAX_USES_NEGATIVE).
   */
  maxUses?: number;
  /**
   * The first instant the code may be used, on the shop's clock (identity.timeZone): "YYYY-MM-DDTHH:mm" (seconds optional), or a date alone for its midnight. Before it: PROMO_NOT_STARTED.
   */
  validFrom?: string;
  /**
   * When the code stops, on the shop's clock: "YYYY-MM-DDTHH:mm" (seconds optional) is the instant it ends ("2026-03-31T18:00": usable until 5:59 PM), a date alone includes that whole day. From then on: PROMO_EXPIRED. Must be after validFrom (lint: PROMO_VALID_UNTIL_NOT_AFTER_FROM).
   */
  validUntil?: string;
  /**
   * The cart must hold at least this many items (the sum of its lines' quantities, whatever they are): PROMO_MIN_ITEMS otherwise. For items of certain products only, use conditions.minMatchingQuantity.
   */
  minItems?: number;
}
/**
 * Caps the quantity of matching items. scope: cart = all matching lines together; per-name = lines with the same product name; per-customer-day = each matching product on its own: the cart plus today's earlier orders of it for this phone.
 */
export interface QuantityLimitRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "quantity-limit".
   */
  kind: 'quantity-limit';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  match: Selector;
  /**
   * The most units allowed.
   */
  max: number;
  /**
   * What is counted together: cart, per-name or per-customer-day.
   */
  scope: 'cart' | 'per-name' | 'per-customer-day';
  /**
   * The most different matching products in one order.
   */
  maxDistinctProducts?: number;
  /**
   * Customer message when the cap is passed; {name} is the product name without name markers, {name}s its plural (singular when max is 1), {names} the matching products in the cart, {max} the cap. Without it the message names the products and the cap, e.g. 'You cannot have more than 5 Al Pastor Tacos in your cart.'
   */
  message?: string;
  /**
   * At most this many cart lines in the group (pw2: one line of that name, i.e. one flavour per order).
   */
  maxLines?: number;
}
/**
 * The delivery-fee model. linear: baseFeeInCents + feeInCentsPerMile x (miles - baseFeeMiles). bands: the first band whose upToMiles >= miles (a band without upToMiles catches the rest).
 */
export interface DeliveryFeeRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "delivery-fee".
   */
  kind: 'delivery-fee';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * linear or bands.
   */
  model: 'linear' | 'bands';
  /**
   * Money in integer cents.
   */
  baseFeeInCents?: number;
  /**
   * Money in integer cents.
   */
  feeInCentsPerMile?: number;
  /**
   * Linear: the miles the base fee covers.
   */
  baseFeeMiles?: number;
  /**
   * Bands: in increasing upToMiles; the last may leave upToMiles out to catch the rest.
   *
   * @minItems 1
   */
  bands?: [
    {
      /**
       * The band covers distances up to and including this many miles.
       */
      upToMiles?: number;
      /**
       * Money in integer cents.
       */
      feeCents: number;
    },
    ...{
      /**
       * The band covers distances up to and including this many miles.
       */
      upToMiles?: number;
      /**
       * Money in integer cents.
       */
      feeCents: number;
    }[]
  ];
  /**
   * Money in integer cents.
   */
  freeOverSubtotalCents?: number;
}
/**
 * Tax matching products at this rate (an item's own taxP still wins).
 */
export interface TaxRateRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "tax-rate".
   */
  kind: 'tax-rate';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  match: Selector;
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  percent: number | string;
}
/**
 * Show a badge (e.g. Halal) on matching products or categories.
 */
export interface BadgeRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "badge".
   */
  kind: 'badge';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * What shows the badge.
   */
  target: 'category' | 'product';
  match: Selector;
  /**
   * The badge text (e.g. Halal).
   */
  label: string;
}
/**
 * Matching products need notice: a cart that holds one is offered no time earlier than now + leadMinutes, and ASAP is refused with 'Catering trays need 24 hours' notice: choose a time from Fri 11:00 AM.'
 */
export interface LeadTimeRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "lead-time".
   */
  kind: 'lead-time';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  match: Selector;
  /**
   * Minutes of notice the matched products need (1440 = 24 hours).
   */
  leadMinutes: number;
  /**
   * What the customer's message calls them; default: the category's name when the rule matches by category, else the product's name.
   */
  name?: string;
}
/**
 * A service charge: percent of the subtotal after discounts, rounded half up (pricing step 5). The first service-charge rule whose `cartTypes` and `when` hold sets it; a profile with service-charge rules does not use settings.allServicePercentage, so an order no rule holds for has none.
 */
export interface ServiceChargeRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "service-charge".
   */
  kind: 'service-charge';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes?: CartTypes;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  percent: number | string;
}
/**
 * Age-restricted products (a menu product's minimumAge) cannot be ordered for the order types in `cartTypes` (e.g. no alcohol by delivery): the menu shows them unavailable for those types and checkout is blocked with AGE_RESTRICTED_REFUSED and the rule's message.
 */
export interface RefuseAgeRestrictedRule {
  /**
   * Rule id, unique among the profile and its presets; messages and lint refer to it.
   */
  id: string;
  /**
   * The rule kind: "refuse-age-restricted".
   */
  kind: 'refuse-age-restricted';
  /**
   * A note for staff, shown by shopctl explain after the rule's sentence.
   */
  description?: string;
  /**
   * false keeps the rule written but off.
   */
  enabled?: boolean;
  cartTypes: CartTypes2;
  match?: Selector1;
  /**
   * Label on the tile for those order types; without it, the order types the product can still be ordered for ('Not for delivery').
   */
  label?: string;
  /**
   * Customer message of the blocker; {name} is the product, {age} its minimum age, {types} the refused order types in words. Without it: '{name} is for customers {age} or older and cannot be ordered for {types}; choose another order type or remove it from your cart.'
   */
  message?: string;
}
/**
 * Matches menu entities. Every given field must match; within a list, any entry. Tags are whole keywords; *Contains fields are case-sensitive substrings.
 */
export interface Selector1 {
  /**
   * Entities with one of these ids (of whatever the rule targets).
   *
   * @minItems 1
   */
  ids?: [string, ...string[]];
  /**
   * Entities with one of these tags (whole keywords, any case).
   *
   * @minItems 1
   */
  tags?: [string, ...string[]];
  /**
   * Entities whose tag text contains this (case-sensitive).
   */
  tagContains?: string;
  /**
   * Entities whose name contains this (case-sensitive), e.g. a marker like (limit 5).
   */
  nameContains?: string;
  /**
   * Entities with exactly this name.
   */
  nameEquals?: string;
  /**
   * Entities in one of these categories.
   *
   * @minItems 1
   */
  categoryIds?: [string, ...string[]];
  /**
   * Entities in a category with one of these tags.
   *
   * @minItems 1
   */
  categoryTags?: [string, ...string[]];
  /**
   * Entities in a category whose name contains this (case-sensitive).
   */
  categoryNameContains?: string;
  /**
   * Entities of one of these products (for modifier groups and modifiers).
   *
   * @minItems 1
   */
  productIds?: [string, ...string[]];
  /**
   * Entities of a product with one of these tags.
   *
   * @minItems 1
   */
  productTags?: [string, ...string[]];
  /**
   * Entities of a product whose name contains this (case-sensitive).
   */
  productNameContains?: string;
  /**
   * Modifiers in one of these groups.
   *
   * @minItems 1
   */
  modgroupIds?: [string, ...string[]];
  /**
   * Modifiers in a group whose name contains this (case-sensitive).
   */
  modgroupNameContains?: string;
}
/**
 * Missing means {} (the loader fills it in before validation, so every default below applies).
 */
export interface Presentation {
  /**
   * Show the promo/gift code field at checkout.
   */
  promoField?: boolean;
  /**
   * The cashback panel at checkout.
   */
  cashbackPanel?: {
    /**
     * Show the panel; hidden means no cashback can be applied.
     */
    show?: boolean;
    /**
     * Money in integer cents.
     */
    minSubtotalCents?: number;
  };
  /**
   * Offer a tip on the confirmation page of card orders.
   */
  postOrderTipWidget?: boolean;
  /**
   * Banners shown on the site.
   */
  banners?: {
    /**
     * Banner id.
     */
    id: string;
    /**
     * The banner text.
     */
    text: string;
    /**
     * Where the banner leads when tapped.
     */
    link?: string;
    /**
     * Where it shows: menu, checkout or home.
     */
    placement?: 'menu' | 'checkout' | 'home';
    /**
     * A schedule, the name of one in `schedules`, or a list (any of them).
     */
    when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  }[];
  /**
   * Show the site notice (settings.news.holiday / contactFreeOptions).
   */
  siteNotice?: boolean;
  /**
   * The site header: the menu overlay's links (default: each location's menu and ordering links), the call to action beside the logo, and an optional line of text above the header.
   */
  navigation?: {
    /**
     * Links in the header's menu overlay. Missing means, for each location, '{label} Menu' to its base path and '{label} Ordering (Pickup/Delivery)' to its order link.
     */
    links?: {
      /**
       * Link text.
       */
      label: string;
      /**
       * Link target.
       */
      href: string;
    }[];
    /**
     * The call to action in the home header. Missing means 'Order' to the default location's order link.
     */
    orderLink?: {
      /**
       * Button text (e.g. Order).
       */
      label: string;
      /**
       * Button target.
       */
      href: string;
    };
    /**
     * A line of text above the header on every page (e.g. 'Free delivery over $40'); none when missing.
     */
    topBar?: string;
  };
  /**
   * Footer disclaimer, e.g. non-affiliation with a same-named business.
   */
  disclaimer?: string;
  /**
   * Show 'we must be able to contact you for us to make the order.'
   */
  contactRequiredMessage?: boolean;
  /**
   * Colour theme: light or dark (the customer may switch).
   */
  theme?: string;
  /**
   * Paths of the shop's ordering page on the site.
   */
  orderPaths?: string[];
  /**
   * Forms the site accepts (the server refuses others).
   */
  forms?: ('contact' | 'catering')[];
  /**
   * The site's pages (landing, locations, content, a category, forms, redirects).
   */
  pages?: Page[];
}
/**
 * One page of the site.
 */
export interface Page {
  /**
   * Site path of the page; legacy paths may have capitals (e.g. /hqusers/storeRedirect).
   */
  path: string;
  /**
   * The page title.
   */
  title: string;
  /**
   * The page's description for search engines and link previews; the shop's description when missing.
   */
  description?: string;
  /**
   * landing, locations, category, content, form or redirect.
   */
  kind: 'landing' | 'locations' | 'category' | 'content' | 'form' | 'redirect';
  /**
   * The large image at the top of the page.
   */
  heroImage?: string;
  /**
   * Paragraphs of text.
   */
  body?: string[];
  /**
   * kind=category: the one menu category shown.
   */
  categoryId?: string;
  /**
   * kind=form: which form.
   */
  form?: 'contact' | 'catering';
  /**
   * kind=redirect: where the page sends the visitor.
   */
  redirectTo?: string;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * Links shown on the page.
   */
  links?: {
    /**
     * Link text.
     */
    label: string;
    /**
     * Link target.
     */
    href: string;
  }[];
}
/**
 * How the shop handles orders once placed: auto-accept, how soon staff must act, kitchen tickets, webhooks and the texts and e-mails customers get.
 */
export interface OrderHandling {
  /**
   * Accept every new order at once with defaultPrepMinutes, instead of waiting for a staff member.
   */
  autoAccept?: boolean;
  /**
   * Preparation minutes for auto-accepted orders, and the board's suggestion when accepting.
   */
  defaultPrepMinutes?: number;
  /**
   * A new order nobody accepted or rejected within this many minutes is escalated: flagged on the board and texted once to the shop's phone (identity.phone).
   */
  acceptWithinMinutes?: number;
  /**
   * The board prints the kitchen ticket once, automatically, when an order is accepted.
   */
  printTicketOnAccept?: boolean;
  /**
   * Endpoints that receive order.placed and order.status as signed JSON POSTs (see the README: Webhook-Signature).
   */
  webhooks?: WebhookEndpoint[];
  messages?: OrderMessages;
}
/**
 * One webhook endpoint.
 */
export interface WebhookEndpoint {
  /**
   * Where the POSTs go (https in production).
   */
  url: string;
  /**
   * Shared secret the Webhook-Signature HMAC-SHA256 is made with (at least 16 characters).
   */
  secret: string;
  /**
   * Which events are sent.
   *
   * @minItems 1
   */
  events?: ['order.placed' | 'order.status', ...('order.placed' | 'order.status')[]];
  /**
   * False pauses deliveries without removing the endpoint.
   */
  active?: boolean;
}
/**
 * Texts and e-mails customers get as the order moves. Placeholders: {shop}, {name}, {reference}, {time} (the promised time in the shop's zone, e.g. 6:40 PM), {reason} (the reject reason in words). Missing ones use the wording shown as their default.
 */
export interface OrderMessages {
  /**
   * Text when the order is accepted.
   */
  accepted?: string;
  /**
   * Text when the order is ready.
   */
  ready?: string;
  /**
   * Text when the order is rejected.
   */
  rejected?: string;
  /**
   * Text when the order is cancelled.
   */
  cancelled?: string;
  /**
   * Text to the shop's own phone when a new order is escalated. Placeholders also {minutes}.
   */
  escalated?: string;
}
/**
 * Ids the legacy endpoints used for this shop, when they differ from shopId (remapped shop ids).
 */
export interface LegacyIds {
  /**
   * The legacy settings id.
   */
  settingsId?: string;
  /**
   * Query parameters the legacy settings endpoint took.
   */
  settingsQuery?: {
    [k: string]: string | undefined;
  };
  /**
   * The legacy menu id.
   */
  menuId?: string;
  /**
   * Which legacy menu endpoint served this shop.
   */
  menuEndpoint?: 'single' | 'multi-shop';
  /**
   * Shop ids the legacy orders were filed under.
   */
  orderIds?: string[];
}
/**
 * A cart to price or order: the products picked and how the customer orders and pays. Used by shopctl price, the storefront and the order API.
 */
export interface CartInput {
  /**
   * Path or URL of this schema, so editors autocomplete.
   */
  $schema?: string;
  /**
   * The shop the cart is for; shopctl price with a site folder picks that profile.
   */
  shopId?: string;
  /**
   * The lines of the cart, in order (quote line i is cart line i).
   *
   * @maxItems 200
   */
  products: CartLine[];
  /**
   * PICKUP, DELIVERY or DINEIN.
   */
  cartType?: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  /**
   * CASH (paid in person) or CARD (paid online).
   */
  paymentType?: 'CASH' | 'CARD';
  /**
   * A promotion code as typed (any case); a code that matches nothing is noted in the trace.
   */
  promoCode?: string | null;
  /**
   * The tip: a percent of the pre-tip total or an amount in cents; "default" takes the shop's pre-selected choice (settings.tips: defaultPercent over the threshold, else defaultAmountCents; none when the shop has none); nothing for cash.
   */
  tip?:
    | null
    | 'default'
    | {
        /**
         * Tip percent of the pre-tip total, rounded half up.
         */
        percent: number;
      }
    | {
        /**
         * Tip in cents.
         */
        cents: number;
      };
  /**
   * Cashback cents to spend on this order; capped at what is owed.
   */
  appliedCashback?: number;
  /**
   * Driving distance to the delivery address, for shopctl price (which simulates); the order API ignores it and measures the distance to deliveryAddress itself.
   */
  distanceInMiles?: number | null;
  /**
   * Driving distance; converted to miles (x 0.00062, 1 decimal) when distanceInMiles is absent. Ignored by the order API, like distanceInMiles.
   */
  distanceInMeters?: number | null;
  /**
   * Driving time; the delivery ETA is the drop-off minutes plus this (rounded up). Ignored by the order API, which measures it.
   */
  durationInTrafficMinutes?: number | null;
  /**
   * False when the address could not be geocoded (shopctl price only; the order API ignores it).
   */
  isDeliverable?: boolean | null;
  /**
   * The customer agreed to the shop's donation.
   */
  agreeToDonate?: boolean;
  /**
   * The customer ticked 'I am 21 or older and will show ID' (with the cart's minimum age): needed when an item has a minimumAge (AGE_CONFIRMATION_REQUIRED without it).
   */
  ageConfirmed?: boolean;
  /**
   * The customer's allergy note for the whole order, at most 300 characters (ALLERGY_NOTE_TOO_LONG over that): kept with the order and printed first on the kitchen ticket, above the items; shown on the confirmation and the receipt.
   */
  allergyNote?: string | null;
  /**
   * A donation amount of the customer's choosing (used when the shop allows custom amounts).
   */
  restaurantDonationCents?: number;
  /**
   * Utensils wanted or declined; unanswered means included when the shop asks.
   */
  utensilsOption?: 'ADD_UTENSILS' | 'NO_UTENSILS' | null;
  /**
   * ASAP or an ISO date-time from the offered slots.
   */
  pickupTime?: string | null;
  /**
   * ASAP or an ISO date-time from the offered delivery slots.
   */
  deliveryTime?: string | null;
  /**
   * The customer's name (NAME_REQUIRED when blank).
   */
  name?: string | null;
  /**
   * The customer's phone (PHONE_REQUIRED when blank); cashback is kept by phone.
   */
  phone?: string | null;
  /**
   * The customer's e-mail, for the receipt and the order's messages. The quote and order API refuse one that is not a single e-mail address (INVALID_EMAIL at /email): a line break or other control character, more than 254 characters, or more than 64 before the @.
   */
  email?: string | null;
  /**
   * The delivery address as typed or suggested; the order API measures its distance from the shop with its maps provider.
   */
  deliveryAddress?: string | null;
  /**
   * The address as the maps provider split it; stored with the order.
   */
  addressComponents?: {} | null;
  /**
   * Apartment or suite, printed on the receipt.
   */
  unitNumber?: string | null;
  /**
   * Notes for the driver, printed on the receipt.
   */
  deliveryInstructions?: string | null;
  /**
   * The dine-in choice (e.g. a table), stored with the order.
   */
  dineInOption?: string | null;
  /**
   * Kept from the legacy cart; stored with the order.
   */
  tabNumber?: string | null;
  /**
   * Kept from the legacy cart; stored with the order.
   */
  enableSecretDineIn?: boolean | null;
  /**
   * Campaign data from the storefront, stored with the order.
   */
  analytics?: {} | null;
  /**
   * Card token or test card number for the payment provider (orders only).
   */
  paymentMethod?: string | null;
  /**
   * Accepted for compatibility with the legacy cart and ignored: the engine computes it.
   */
  deliveryFeeInCents?: number | null;
  /**
   * Accepted for compatibility with the legacy cart and ignored: the engine computes it.
   */
  cashback?: number | null;
  /**
   * Accepted for compatibility with the legacy cart and ignored: the engine computes it.
   */
  preTipPrimaryCents?: number | null;
  /**
   * Accepted for compatibility with the legacy cart and ignored: the engine computes it.
   */
  promoFreeDelivery?: boolean | null;
}
/**
 * One line of the cart: a product, its quantity and the modifiers picked.
 */
export interface CartLine {
  /**
   * The storefront's id for the line, echoed in the quote.
   */
  id?: string;
  /**
   * The product id in the menu.
   */
  productId: string;
  /**
   * Floored to a whole number of at least 1; at most 999 (the order API answers more with QUANTITY_TOO_LARGE).
   */
  quantity?: number;
  /**
   * A note for the kitchen.
   */
  note?: string | null;
  /**
   * Modifiers picked, by modifier id (nested options too: one flat map): true, false (an option that starts picked, removed), or a quantity (buffet), side (halves) or level (light, extra, on the side).
   */
  customerPicks?: {
    /**
     * A pick: true (picked: whole, regular, one); false (not picked; for an option that starts picked, "default": true in the menu, removed: 'No Cheese'); or the details of a buffet, half or level pick. A cart that does not name an option that starts picked counts it as picked (in a single group, only while no other option of that group is picked).
     */
    [k: string]:
      | boolean
      | {
          /**
           * Buffet: how many of this modifier.
           */
          quantity?: number;
          /**
           * A group that offers halves (type pizza, or portions: true): on the whole item, or its left or right half (a half costs the group's portionFactor of the price, 0.5 by default). Elsewhere a half is PORTION_NOT_OFFERED.
           */
          side?: 'whole' | 'left' | 'right';
          /**
           * How much of it: regular (the default, at the option's price), or light, extra or onSide (on the side) at the price the option's levels give. A level the option does not list is LEVEL_NOT_OFFERED.
           */
          level?: 'light' | 'regular' | 'extra' | 'onSide';
        }
      | undefined;
  };
  /**
   * For a combo: the products chosen in each slot, by slot id; as many entries as the slot's count (the same product may repeat), each with the picks made on that product.
   */
  comboPicks?: {
    /**
     * @maxItems 50
     */
    [k: string]: ComboChoice[] | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  name?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  sub?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  description?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  photo?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  tags?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  modgroups?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  price?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  originalPrice?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Carried by the legacy cart item; ignored: the engine prices and names the line from the menu.
   */
  taxP?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * One product chosen in a combo's slot, with the modifiers picked on it.
 */
export interface ComboChoice {
  /**
   * The chosen product's id in the menu; it must be one the slot offers.
   */
  productId: string;
  /**
   * Modifiers picked on the chosen product, by modifier id, as on a line.
   */
  customerPicks?: {
    /**
     * A pick: true (picked: whole, regular, one); false (not picked; for an option that starts picked, "default": true in the menu, removed: 'No Cheese'); or the details of a buffet, half or level pick. A cart that does not name an option that starts picked counts it as picked (in a single group, only while no other option of that group is picked).
     */
    [k: string]:
      | boolean
      | {
          /**
           * Buffet: how many of this modifier.
           */
          quantity?: number;
          /**
           * A group that offers halves (type pizza, or portions: true): on the whole item, or its left or right half (a half costs the group's portionFactor of the price, 0.5 by default). Elsewhere a half is PORTION_NOT_OFFERED.
           */
          side?: 'whole' | 'left' | 'right';
          /**
           * How much of it: regular (the default, at the option's price), or light, extra or onSide (on the side) at the price the option's levels give. A level the option does not list is LEVEL_NOT_OFFERED.
           */
          level?: 'light' | 'regular' | 'extra' | 'onSide';
        }
      | undefined;
  };
}
/**
 * The engine's price for a cart, in the order of operations of docs/pricing.md. All money in integer cents.
 */
export interface Quote {
  /**
   * The shop that priced the cart.
   */
  shopId: string;
  /**
   * The instant the quote was priced at (ISO, shop zone offset).
   */
  at: string;
  /**
   * PICKUP, DELIVERY or DINEIN.
   */
  cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  /**
   * CASH (paid in person) or CARD (paid online).
   */
  paymentType: 'CASH' | 'CARD';
  /**
   * One priced line per cart line, in cart order.
   */
  lines: QuoteLine[];
  totals: Totals;
  /**
   * Why the cart cannot be ordered as it is; empty when it can.
   */
  blockers: Blocker[];
  /**
   * The delivery details of a delivery cart; null otherwise.
   */
  delivery?: {
    /**
     * The miles used (null when unknown).
     */
    miles: number | null;
    /**
     * Whether the address can be delivered to.
     */
    deliverable: boolean | null;
    /**
     * The delivery fee.
     */
    feeCents: number;
    /**
     * The shop's delivery limit.
     */
    maxDistanceInMiles: number;
    /**
     * Minutes to delivery.
     */
    etaMinutes?: number | null;
  } | null;
  /**
   * The tip buttons to offer (card orders with pretip on): the shop's percent choices over its threshold, else its dollar choices, then Custom and Not now, with the pre-selected and the selected one marked.
   */
  tipChoices?: TipChoice[];
  /**
   * The post-order tip widget's buttons (card orders): the shop's percent choices of this pre-tip total, the pre-selected one marked; a custom amount is typed.
   */
  postOrderTipChoices?: TipChoice[];
  /**
   * The highest minimumAge among the cart's products (age-restricted items): checkout asks 'I am {minimumAge} or older and will show ID' and the kitchen checks ID; absent when no item is age-restricted.
   */
  minimumAge?: number;
  /**
   * The cart's allergy note, trimmed; absent when the cart has none. The kitchen ticket prints it first.
   */
  allergyNote?: string;
  /**
   * The promotions that took something off.
   */
  appliedPromotions?: {
    /**
     * The promotion rule.
     */
    ruleId: string;
    /**
     * Its code, when it has one.
     */
    code?: string;
    /**
     * What it took off.
     */
    amountCents: number;
  }[];
  promo?: PromoState;
  choices?: Choices;
  /**
   * The Order Summary's rows, in display order, each a label key and its amount (what is taken off is negative, so the rows above `total` add up to it). Checkout, the receipt page and the PDF receipt show these rows and no others; docs/cart-and-quote.md gives the rule for each row.
   */
  summary?: SummaryRow[];
  timeSlots?: TimeSlots;
  /**
   * Cart fields the shop's settings changed before pricing (credit-only delivery, cash or card disabled, delivery only, utensils), with the value used.
   */
  coercions?: Coercion[];
  /**
   * Every step and rule considered, in order (docs/pricing.md lists the steps).
   */
  trace: TraceEntry[];
}
/**
 * A cart line as priced.
 */
export interface QuoteLine {
  /**
   * The cart line's id, when it had one.
   */
  id?: string;
  /**
   * The product id.
   */
  productId: string;
  /**
   * The product name customers see (name markers removed).
   */
  name: string;
  /**
   * The product's category name.
   */
  category?: string;
  /**
   * Whole units (at least 1).
   */
  quantity: number;
  /**
   * Price of one unit: the product after price rules plus the picks (for a combo, plus each chosen product's upcharge and picks).
   */
  unitCents: number;
  /**
   * The unit price before price rules, when they changed it.
   */
  originalUnitCents?: number;
  /**
   * unitCents x quantity.
   */
  totalCents: number;
  /**
   * This line's share of the discount.
   */
  discountCents: number;
  /**
   * This line's share of the tax (unrounded parts allocated so lines sum to the total).
   */
  taxCents: number;
  /**
   * The line's tax percent; missing when untaxed.
   */
  taxPercent?: string;
  /**
   * A market-price item (priced 0).
   */
  marketPrice?: boolean;
  /**
   * The line's kitchen note.
   */
  note?: string;
  /**
   * The major allergens this line contains as ordered: its product's, each option picked (an option that starts picked and was removed adds nothing) and, for a combo, each chosen product's with its picks; in the fixed list's order, wheat adding gluten. Absent when the menu does not list the product's allergens (or a chosen product's).
   */
  allergens?: Allergen[];
  /**
   * The modifiers picked (and the options that start picked but were removed), in menu order; nested options follow the option that opened them.
   */
  picks: QuotePick[];
  /**
   * For a combo: each chosen product, slot by slot in the combo's order and in cart order within a slot, with what it adds to unitCents.
   */
  combo?: QuoteComboItem[];
  /**
   * What is wrong with this line (also among the blockers).
   */
  issues?: Blocker[];
}
/**
 * One modifier picked (or removed) on a line: what it is, where it sits and what it costs. Customers and the kitchen read it as 'Mushrooms (left half)', 'Extra Cheese', 'No Cheese' (the engine's pickLabel).
 */
export interface QuotePick {
  /**
   * The group id.
   */
  modgroupId: string;
  /**
   * The group name.
   */
  modgroupName: string;
  /**
   * The modifier id.
   */
  modifierId: string;
  /**
   * The modifier name.
   */
  name: string;
  /**
   * How many (buffet picks).
   */
  quantity: number;
  /**
   * Price of one.
   */
  unitCents: number;
  /**
   * unitCents x quantity.
   */
  totalCents: number;
  /**
   * Where on the item, in a group that offers halves: whole, left or right (a half is priced at the group's portionFactor).
   */
  side?: string;
  /**
   * The level asked for, when not regular: light, extra or onSide (on the side).
   */
  level?: 'light' | 'extra' | 'onSide';
  /**
   * An option that starts picked, removed by the customer ('No Cheese'): totalCents is what the line still pays for it (its price, or 0 when the menu refunds it).
   */
  removed?: true;
  /**
   * For an option of a nested group: the option that opened the group (listed before it).
   */
  parentModifierId?: string;
}
/**
 * One product chosen in a combo's slot, as priced: its own price is not charged; its slot's upcharge and its picks are.
 */
export interface QuoteComboItem {
  /**
   * The slot id.
   */
  slotId: string;
  /**
   * The slot name customers see.
   */
  slotName: string;
  /**
   * The chosen product's id.
   */
  productId: string;
  /**
   * The chosen product's name.
   */
  name: string;
  /**
   * The slot's upcharge for this product (0 when none).
   */
  upchargeCents: number;
  /**
   * The modifiers picked on the chosen product and charged, in menu order.
   */
  picks: QuotePick[];
  /**
   * upchargeCents plus the picks' totals: what this choice adds to one combo.
   */
  totalCents: number;
}
/**
 * A reason the cart cannot be ordered, with a permanent code.
 */
export interface Blocker {
  /**
   * Permanent code, e.g. DELIVERY_MINIMUM.
   */
  code: string;
  /**
   * The message customers see.
   */
  message: string;
  /**
   * JSON pointer into the cart input.
   */
  path?: string;
  /**
   * Values the message was made from.
   */
  params?: {};
  remedy?: Remedy;
}
/**
 * What the customer can do about a blocker, as an action the storefront offers (a button or a link) without reading the message: pay-by-card / pay-in-person (choose the other payment type), switch-cart-type (to one of cartTypes, each one the shop takes), remove-line / edit-line / lower-quantity (a cart line, by its index in the cart and its id when it had one), add-more (items worth amountCents more, when a minimum says how much), remove-promo-code, verify-phone (the entered code needs a verified phone), choose-time (the chosen time is not offered), confirm-age (tick 'I am {minimumAge} or older and will show ID'), edit-field (a cart field: name, phone, deliveryAddress or tip). Absent when nothing the customer does on the page helps (ordering is off or paused for every order type, no time is open).
 */
export interface Remedy {
  /**
   * The action.
   */
  kind:
    | 'pay-by-card'
    | 'pay-in-person'
    | 'switch-cart-type'
    | 'remove-line'
    | 'edit-line'
    | 'lower-quantity'
    | 'add-more'
    | 'remove-promo-code'
    | 'verify-phone'
    | 'choose-time'
    | 'confirm-age'
    | 'edit-field';
  /**
   * switch-cart-type: the order types to offer, in the order checkout shows them.
   *
   * @minItems 1
   *
   * Items: PICKUP, DELIVERY or DINEIN.
   */
  cartTypes?: ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];
  /**
   * remove-line, edit-line, lower-quantity: the cart line's index (quote line i is cart line i).
   */
  lineIndex?: number;
  /**
   * remove-line, edit-line, lower-quantity: the cart line's id, when the cart gave it one.
   */
  lineId?: string;
  /**
   * lower-quantity: the most the line may hold.
   */
  max?: number;
  /**
   * add-more: how much more the subtotal needs (absent for an empty cart).
   */
  amountCents?: number;
  /**
   * confirm-age: the age to confirm.
   */
  minimumAge?: number;
  /**
   * edit-field: the cart field to change.
   */
  field?: 'name' | 'phone' | 'deliveryAddress' | 'tip';
}
/**
 * The totals in integer cents, in the order docs/pricing.md computes them.
 */
export interface Totals {
  /**
   * Sum of the line totals (step 3).
   */
  subtotalCents: number;
  /**
   * Promotions, capped at the subtotal (step 4).
   */
  discountCents: number;
  /**
   * Service fee (step 5).
   */
  serviceFeeCents: number;
  /**
   * Delivery fee (step 6).
   */
  deliveryFeeCents: number;
  /**
   * Tax, rounded once (step 7).
   */
  taxCents: number;
  /**
   * Subtotal - discount + fees + tax (step 8).
   */
  preTipTotalCents: number;
  /**
   * Tip (step 9).
   */
  tipCents: number;
  /**
   * Donation (step 10).
   */
  donationCents: number;
  /**
   * Cashback spent (step 11).
   */
  cashbackAppliedCents: number;
  /**
   * What the customer pays (step 12).
   */
  invoiceCents: number;
  /**
   * Cashback this order earns (step 13).
   */
  cashbackEarnedCents: number;
  /**
   * How many lines are market-price items.
   */
  marketPriceItems: number;
}
/**
 * One tip button.
 */
export interface TipChoice {
  /**
   * Button text (15%, $2.00, Custom, Not now).
   */
  label: string;
  /**
   * The cart tip the button sets.
   */
  tip: null | {};
  /**
   * The tip in cents for this cart.
   */
  cents: number;
  /**
   * The shop's pre-selected choice (settings.tips.defaultPercent or defaultAmountCents): what a cart with tip "default" gets.
   */
  default?: true;
  /**
   * The choice the cart's tip is (its "default" worked out), so the page marks it without comparing tips itself.
   */
  selected?: true;
  /**
   * The Custom choice, which a page shows as its own amount field ('Enter Tip:') rather than a button.
   */
  custom?: true;
}
/**
 * What became of the promo code the customer entered (absent when none was entered), for the storefront to show beside the code field as it is. A refused code is also a blocker with the same code at /promoCode, so the order is refused until the code is removed or the cart fixed.
 */
export interface PromoState {
  /**
   * The promotion's code as the shop wrote it (the entered text when it matches no promotion).
   */
  code: string;
  /**
   * applied: it took something off; not-applicable: a condition of the promotion does not hold for this cart (the order can be placed, without the discount); refused: a limit of the code is not met (the order is refused until the code is removed); unknown: no promotion has this code.
   */
  state: 'applied' | 'not-applicable' | 'refused' | 'unknown';
  /**
   * Permanent code: PROMO_APPLIED, PROMO_NOT_APPLICABLE, PROMO_CODE_UNKNOWN, or the limit that refused it (PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_PHONE_NOT_VERIFIED, PROMO_FIRST_ORDER_ONLY, PROMO_ALREADY_USED, PROMO_MIN_ITEMS).
   */
  reason:
    | 'PROMO_APPLIED'
    | 'PROMO_NOT_APPLICABLE'
    | 'PROMO_CODE_UNKNOWN'
    | 'PROMO_NOT_STARTED'
    | 'PROMO_EXPIRED'
    | 'PROMO_USED_UP'
    | 'PROMO_PHONE_NOT_VERIFIED'
    | 'PROMO_FIRST_ORDER_ONLY'
    | 'PROMO_ALREADY_USED'
    | 'PROMO_MIN_ITEMS';
  /**
   * What the customer reads: what happened and what to do.
   */
  message: string;
  /**
   * What the code took off (applied only).
   */
  amountCents?: number;
}
/**
 * What the customer may choose at checkout, as the shop's settings allow for this cart: every order type and payment type with whether it can be chosen and, when not, why (a permanent code and the customer's message); whether cashback can be spent (`cashback`; CASHBACK_OFF: the shop has none or hides the panel; CASHBACK_MIN_SUBTOTAL: the subtotal is below the panel's minSubtotalCents) and a donation added (`donation`, with the amount it adds; DONATION_OFF: the shop takes none; DONATION_CARD_ONLY: donations are taken with card payment). The storefront offers the allowed ones and never works the rules out itself.
 */
export interface Choices {
  /**
   * DINEIN, PICKUP and DELIVERY, in the order checkout shows them ('Dine-In', 'Pick Up', 'Delivery').
   */
  cartTypes: ChoiceOption[];
  /**
   * CASH and CARD for this cart's order type ('Cash' for delivery, 'Pay In Person' otherwise; 'PrePay').
   */
  paymentTypes: ChoiceOption[];
  cashback: Allowance;
  donation: Allowance;
}
/**
 * One order type or payment type: allowed, or why not.
 */
export interface ChoiceOption {
  /**
   * The cartType or paymentType value.
   */
  value: 'DINEIN' | 'PICKUP' | 'DELIVERY' | 'CASH' | 'CARD';
  /**
   * The control's label.
   */
  label: string;
  /**
   * Whether the customer may choose it (the engine would use it as chosen).
   */
  allowed: boolean;
  /**
   * Why not: DINE_IN_NOT_ALLOWED, PICKUP_NOT_OFFERED, DELIVERY_DISABLED, CASH_DISABLED, CASH_NOT_FOR_DELIVERY or CARD_DISABLED (the same code as the coercion or blocker it would meet).
   */
  code?: string;
  /**
   * Why not, in the customer's words.
   */
  message?: string;
}
/**
 * Whether something is offered on this cart, and why not.
 */
export interface Allowance {
  allowed: boolean;
  /**
   * Why not (permanent code).
   */
  code?: string;
  /**
   * Why not, in the customer's words.
   */
  message?: string;
  /**
   * The amount it adds when chosen (the donation).
   */
  amountCents?: number;
}
/**
 * One row of the Order Summary and the receipt: a label key (each page words it) and the amount it shows.
 */
export interface SummaryRow {
  /**
   * subtotal (always), discount (when above $0.00), serviceFee (when above $0.00), deliveryFee (delivery orders, even when free), tax (always), tip (card orders, or any tip), donation (when above $0.00), cashback (cashback spent, when above $0.00), total (always, last).
   */
  key: 'subtotal' | 'discount' | 'serviceFee' | 'deliveryFee' | 'tax' | 'tip' | 'donation' | 'cashback' | 'total';
  /**
   * The amount: negative for discount and cashback (taken off).
   */
  amountCents: number;
}
/**
 * The pickup or delivery times offered for this cart at the quote's instant (the quote API; `shopctl price` and order placement leave it out), counting its notice (lead-time rules), the live operations and the kitchen's capacity: the time select offers exactly these, and the order is refused (a time blocker) for any other. Absent for dine-in.
 */
export interface TimeSlots {
  /**
   * In order; ASAP first when offered.
   */
  slots: {
    /**
     * What the cart's pickupTime or deliveryTime is set to: ASAP or the slot's ISO start.
     */
    value: string;
    /**
     * The option's text.
     */
    label: string;
    /**
     * Said under the select when this slot is chosen (ASAP moved later because the kitchen is full).
     */
    note?: string;
  }[];
  /**
   * Shown in place of the select when no time is offered.
   */
  message?: string;
}
/**
 * A cart field the shop changed: `from` is the value in the cart, `to` the value used.
 */
export interface Coercion {
  /**
   * The cart field.
   */
  field: string;
  /**
   * Permanent code of the setting that changed it: PICKUP_NOT_OFFERED (delivery only), CASH_NOT_FOR_DELIVERY (card-only delivery), CASH_DISABLED, CARD_DISABLED, UTENSILS_INCLUDED.
   */
  code?: 'PICKUP_NOT_OFFERED' | 'CASH_NOT_FOR_DELIVERY' | 'CASH_DISABLED' | 'CARD_DISABLED' | 'UTENSILS_INCLUDED';
  from: unknown;
  to: unknown;
  /**
   * Why, in words.
   */
  reason: string;
}
/**
 * One step or rule considered while pricing.
 */
export interface TraceEntry {
  /**
   * The pricing step this entry records (docs/pricing.md lists each); promotion, delivery-fee and price-rule entries name their rule in ruleId.
   */
  step:
    | 'coercion'
    | 'line'
    | 'price-factor'
    | 'price-increase'
    | 'fixed-price'
    | 'subtotal'
    | 'promotion'
    | 'discount'
    | 'service-fee'
    | 'delivery-fee'
    | 'free-delivery'
    | 'delivery-minimum'
    | 'pickup-minimum'
    | 'tax'
    | 'retail-untaxed'
    | 'pre-tip-total'
    | 'tip'
    | 'donation'
    | 'cashback'
    | 'invoice'
    | 'cashback-earned';
  /**
   * The rule, for promotion, delivery-fee and price-rule (price-factor, price-increase, fixed-price) entries.
   */
  ruleId?: string;
  /**
   * Whether it moved anything.
   */
  fired: boolean;
  /**
   * Why, in words.
   */
  reason: string;
  /**
   * The amount it computed.
   */
  amountCents?: number;
  /**
   * The cart line, for line and price-rule entries.
   */
  lineIndex?: number;
  /**
   * true when the entry names what customers must not see: a promotion whose code the customer did not enter, a promotion the shop turned off, an automatic promotion not offered at this time (outside its schedule or dates), or a price rule customers are not shown (a price-increase, or a price rule with showOriginalPrice false: the customer sees the price alone). `shopctl price` and the studio show these entries; every public answer (the quote API, an order's answers, an order read back) leaves them out (`publicQuote`).
   */
  staffOnly?: boolean;
}
/**
 * Shared rules a shop profile can extend ("extends": ["<id>"]). Its rules apply before the profile's own.
 */
export interface Preset {
  /**
   * Path or URL of this schema, so editors autocomplete.
   */
  $schema?: string;
  /**
   * Preset id: the file name under shops/presets/ and the name profiles give in extends.
   */
  id: string;
  /**
   * What the preset is for.
   */
  description?: string;
  /**
   * Named schedules the preset's rules use; a profile's schedule of the same name wins.
   */
  schedules?: {
    [k: string]: Schedule | undefined;
  };
  /**
   * The rules, applied before the profile's own.
   */
  rules: Rule[];
}
/**
 * An order as the server returns it (GET /api/shops/{shopId}/orders/{orderId}); the quote is the one it was placed at. All money in integer cents.
 */
export interface Order {
  /**
   * 160 random bits in base32.
   */
  orderId: string;
  /**
   * The short reference customers read on the order page, the PDF receipt, the kitchen ticket and in texts and e-mails: the first 8 characters of the id, upper case. Links carry the full orderId.
   */
  reference: string;
  shopId: string;
  /**
   * When the order was placed (ISO, UTC).
   */
  createdAt: string;
  /**
   * When it is due: the chosen slot, else now plus the pickup wait or delivery estimate.
   */
  dueAt: string | null;
  name: string | null;
  phone: string | null;
  /**
   * PICKUP, DELIVERY or DINEIN.
   */
  cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  /**
   * CASH (paid in person) or CARD (paid online).
   */
  paymentType: 'CASH' | 'CARD';
  /**
   * not_paid (cash); paid; pending (the provider still confirms it); pending_payment (stored, its card not yet charged); refunded (charged, then given back as it could not be completed); released (never charged, given up after its request was lost).
   */
  paymentStatus: 'not_paid' | 'pending' | 'paid' | 'pending_payment' | 'refunded' | 'released';
  /**
   * Prepaid once a card payment is confirmed; otherwise Not Paid.
   */
  paymentLabel: 'Prepaid' | 'Not Paid';
  pickupTime: string | null;
  deliveryTime: string | null;
  deliveryAddress: string | null;
  unitNumber: string | null;
  deliveryInstructions: string | null;
  /**
   * The server's measured distance for a delivery.
   */
  distanceInMiles: number | null;
  utensilsOption: string | null;
  /**
   * The tip placed with the order.
   */
  tips: number;
  /**
   * A tip added after the order.
   */
  postOrderTipCents: number;
  totals: Totals;
  /**
   * The receipt's rows from the order's totals as they are now (a tip added after the order included), by the same rule as the quote's summary.
   */
  summary: SummaryRow[];
  lines: QuoteLine[];
  quote: Quote;
  /**
   * Where the order is in the kitchen: placed (new, or waiting for its card payment), accepted, ready, completed, rejected, cancelled.
   */
  status: 'placed' | 'accepted' | 'ready' | 'completed' | 'rejected' | 'cancelled';
  /**
   * When the shop promised it ready (ISO, UTC), set when it is accepted.
   */
  promisedAt: string | null;
  /**
   * Why the shop rejected it.
   */
  rejectReason: 'TOO_BUSY' | 'OUT_OF_ITEMS' | 'CLOSED' | 'OTHER' | null;
  /**
   * The highest minimumAge of its items: the kitchen checks ID (the ticket says ID CHECK); null when nothing is age-restricted.
   */
  minimumAge: number | null;
  /**
   * The customer's allergy note for the order (trimmed); null when none. The kitchen ticket prints it first.
   */
  allergyNote: string | null;
}
/**
 * A shop's live operations at one moment: a pause, extra minutes while the kitchen is busy, items out of stock. The engine takes them as an argument of menu resolution, time slots and pricing; entries whose `until` has passed are ignored.
 */
export interface Operations {
  /**
   * Online ordering paused: customers read 'online ordering is currently offline, you may still add items to order at a later time.' and orders of the paused kinds are refused with ORDERING_PAUSED. null = not paused.
   */
  paused?: {
    /**
     * When the pause ends (ISO 8601 with an offset); null = until someone resumes.
     */
    until: string | null;
    /**
     * The kinds of order paused; absent = every kind.
     */
    types?: ('PICKUP' | 'DELIVERY' | 'DINEIN')[];
  } | null;
  /**
   * Minutes added to every estimate (the pickup wait, the delivery ETA) and to the earliest slot while the kitchen is busy.
   */
  busyMinutes?: number;
  /**
   * Products and modifiers out of stock (each entry names a productId or a modifierId): a product shows '*OUT OF STOCK' and is refused at checkout; a modifier is unavailable in its group.
   */
  outOfStock?: {
    /**
     * A product id of the menu.
     */
    productId?: string;
    /**
     * A modifier id of the menu.
     */
    modifierId?: string;
    /**
     * When it is back (ISO 8601 with an offset); null = until someone says so.
     */
    until: string | null;
  }[];
}
/**
 * A product's copy of a library group (modgroupLibrary), with per-product changes.
 */
export interface ModgroupUse {
  /**
   * Id of a group in the menu's modgroupLibrary. The product gets a copy of it, with each field below that is given replacing the library's; its options stay the library's. An unknown id is MODGROUP_LIBRARY_UNKNOWN (with the closest id).
   */
  use: string;
  /**
   * The group's id in this product, when it must differ from the library id (a product that uses one library group twice).
   */
  id?: string;
  /**
   * Plain text, or text per language (the English text is shown).
   */
  name?: string | LocalizedText;
  /**
   * Replaces the library group's type (see Modgroup.type).
   */
  type?: 'single' | 'multiple' | 'buffet' | 'pizza';
  /**
   * Replaces the library group's required.
   */
  required?: boolean;
  /**
   * Fewest picks when the group is required or something is picked.
   */
  minCount?: number;
  /**
   * Most picks.
   */
  maxCount?: number;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  minPrice?: number | string | null;
  /**
   * Id of a modifier that must be picked for this group to show.
   */
  showIf?: string;
  /**
   * Show the group only on these weekdays: a name ("tue"), a range ("mon-fri") or a list; (legacy) numbers 0 = Sunday ... 6 = Saturday.
   */
  daysOfWeek?: string | [number | string, ...(number | string)[]];
  priceIf?: PriceIf;
  /**
   * Each option can go on the whole item or on its left or right half (a pizza's toppings): the cart says {"side": "left"}. A group of type pizza offers halves unless this is false; a group of another type offers them when this is true. A half costs portionFactor of the option's price.
   */
  portions?: boolean;
  /**
   * What a left or right half costs as a share of the option's price at the level and size picked: "0.5" = half (the default), "0.6" = 60%. The result is rounded half up to the cent. Read only when the group offers halves; an exact decimal above 0 and at most 1.
   */
  portionFactor?: number | string;
  /**
   * When a customer removes an option that starts picked ("default": true), its price comes off the line. Without it (false by default) the line keeps the option's price: 'No Cheese' costs what the pizza with cheese costs. An option's own refundWhenRemoved wins.
   */
  refundWhenRemoved?: boolean;
  /**
   * Ids of the library group's options that start picked on this product, in place of the library's own "default" flags ([] = none). A pepperoni pizza and a cheese pizza share one toppings group and start with different toppings.
   */
  defaults?: string[];
}

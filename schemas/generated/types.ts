/* Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand. */

/**
 * First entry whose `match` (a modifier id) is picked gives the price.
 */
export type PriceIf = {
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
  | BadgeRule;
export type PromotionEffect =
  | {
      type: 'percent-off';
      /**
       * A percentage from 0 to 100, as a number or numeric string.
       */
      percent: number | string;
      match?: Selector;
    }
  | {
      type: 'amount-off';
      /**
       * Money in integer cents.
       */
      amountCents: number;
      match?: Selector;
    }
  | {
      type: 'bogo-cheapest-free';
      match?: Selector;
    }
  | {
      type: 'cheapest-of-pair-percent-off';
      /**
       * A percentage from 0 to 100, as a number or numeric string.
       */
      percent: number | string;
      match?: Selector;
    }
  | {
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
      maxDeals?: number;
    };

export interface AllSchemas {
  profile?: ShopProfile;
  menu?: Menu;
  cart?: CartInput;
  quote?: Quote;
  preset?: Preset;
}
/**
 * One shop (location) of a site: identity, settings, menu source, rules and presentation. Validated by the loader in schemas/; defaults are filled in by it.
 */
export interface ShopProfile {
  /**
   * Path or URL of this schema, so editors autocomplete.
   */
  $schema?: string;
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
   * The menu: inline (spec menu format), a file beside the profile, or a remote URL cached for cacheSeconds.
   */
  menu:
    | Menu
    | {
        file: string;
      }
    | {
        url: string;
        cacheSeconds?: number;
      };
  /**
   * Named schedules that rules may reference by name in `when`.
   */
  schedules?: {
    [k: string]: Schedule | undefined;
  };
  rules?: Rule[];
  presentation?: Presentation;
  legacy?: LegacyIds;
}
export interface Site {
  id: string;
  name?: string;
  /**
   * Stable shop id, used in URLs and the API.
   */
  defaultShopId?: string;
}
export interface Identity {
  name: string;
  logo?: string;
  phone?: string;
  email?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  zip?: string;
  description?: LocalizedText;
  /**
   * IANA time zone, e.g. America/Los_Angeles.
   */
  timeZone: string;
  basePath?: string;
  statementDescriptor?: string;
  locations?: Location[];
}
export interface LocalizedText {
  en?: string;
  kr?: string;
}
export interface Location {
  /**
   * Stable shop id, used in URLs and the API.
   */
  shopId: string;
  id: string;
  basePath?: string;
  label: string;
  /**
   * @maxItems 2
   */
  address?: [] | [string] | [string, string];
  phone?: string;
  phoneLink?: string;
  orderLink?: string;
  lat?: number;
  lng?: number;
  storefrontPhoto?: string;
  hours?: {
    day: string;
    hours: string;
  }[];
  className?: string;
  disabled?: boolean;
}
/**
 * Missing means {} (the loader fills it in before validation, so every default below applies).
 */
export interface Settings {
  enableOrdering?: boolean;
  /**
   * Sales tax percent. Not numeric means the 9.5 default.
   */
  taxPercentage?: (number | string) | null;
  allServicePercentage?: (number | string) | null;
  allServiceFeeNote?: string;
  hours?: {
    pickUp?: (DayHours | HumanDayHours)[];
    delivery?: (DayHours | HumanDayHours)[];
  };
  scheduledOrderDaysAllowed?: number;
  disableScheduling?: boolean;
  /**
   * Money in integer cents.
   */
  minimumPickupSubtotalInCents?: number;
  approxPickupWaitInMinutes?: number;
  /**
   * The shop's pickup address (directions start here).
   */
  deliveryAddress?: string;
  coordinates?: {
    lat: number;
    lng: number;
  };
  deliveryOnly?: boolean;
  disableCash?: boolean;
  disableCredit?: boolean;
  /**
   * Offer tip choices at checkout.
   */
  pretip?: boolean;
  allowDineIn?: boolean;
  enableUtensilsPicker?: boolean;
  /**
   * Cashback on this shop's card orders (earned: cashbackPercentageAsInteger of the invoice; spent: at checkout). Off unless the profile turns it on; `shopctl import` writes the legacy shop's own setting (the legacy storefront had it on).
   */
  enableCashback?: boolean;
  cashbackPercentageAsInteger?: number;
  /**
   * Money in integer cents.
   */
  maxCashOrderTotalInCents?: number;
  donation?: {
    enableDonation?: boolean;
    donationPrompt?: string;
    allowCustomAmount?: boolean;
    /**
     * Donation in cents.
     */
    defaultAmount?: number;
  };
  leadTime?: {
    defaultDeliveryEstimate?: number;
  };
  news?: {
    holiday?: string;
  };
  contactFreeOptions?: boolean;
  customComponents?: {
    pages?: string[];
    header?: string;
    filters?: string[];
    preloadMenuData?: boolean;
    hideSiteNotice?: boolean;
  };
  /**
   * Per-product menu settings keyed by product id (legacy 'settings text').
   */
  menuSettings?: {
    [k: string]:
      | {
          outOfStock?: 'OUT_OF_STOCK' | '';
        }
      | undefined;
  };
  delivery?: {
    /**
     * Money in integer cents.
     */
    baseFeeInCents?: number;
    maxDistanceInMiles?: number;
    /**
     * Money in integer cents.
     */
    feeInCentsPerMile?: number;
    baseFeeMiles?: number;
    /**
     * Money in integer cents.
     */
    freeDeliveryQualifyingSubtotalInCents?: number;
    useStepFunction?: boolean;
    fiveOverFour?: boolean;
    threeOverThree?: boolean;
    fiveOverThree?: boolean;
    useUberEatsStep?: boolean;
    /**
     * Money in integer cents.
     */
    minimumDeliverySubtotalInCents?: number;
    disableDelivery?: boolean;
    deliveryCreditOnly?: boolean;
    defaultOrderStartsDropoffMinutes?: number;
    notEnoughDriver?: boolean;
    notEnoughDriverText?: string;
    leaveAtDoorPostmates?: boolean;
    leaveAtDoorPostmatesNote?: string;
  };
}
export interface DayHours {
  /**
   * 0 = Sunday ... 6 = Saturday.
   */
  day: number;
  timeRanges: TimeRange[];
}
/**
 * Milliseconds after local midnight. `to` may exceed 86400000 to run past midnight.
 */
export interface TimeRange {
  from: number;
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
  name?: string | LocalizedText;
  subMenus: SubMenu[];
}
export interface SubMenu {
  id: string;
  name: string | LocalizedText;
  description?: string | LocalizedText;
  /**
   * Free text of keywords (legacy tags such as breakfast, hide, tuesday-only).
   */
  tag?: string | null;
  products: Product[];
  shopId?: string;
  disableOrder?: boolean;
  draft?: boolean;
  /**
   * Retail goods (bottles, merchandise): the category's products are untaxed. Without this field a category whose English name contains RETAIL (upper case) is retail, as on the legacy storefront; false turns that off.
   */
  retail?: boolean;
  /**
   * Legacy category kind, always "food" and otherwise ignored; for untaxed retail goods write "retail": true instead
   */
  type?: 'food';
  orderIndex?: number;
}
export interface Product {
  id: string;
  name: string | LocalizedText;
  description?: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  price?: number | string | null;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  originalPrice?: number | string | null;
  photo?:
    | string
    | null
    | {
        /**
         * 'g' image-host path, 'cl' cloud-image id in pid, 'local' a file under the shop folder, otherwise a URL.
         */
        type?: string;
        s?: string;
        id?: string;
        pid?: string;
        e?: string;
        w?: number;
        h?: number;
        url?: string;
      };
  modgroups?: Modgroup[];
  tags?: string[] | string | null;
  sub?: string;
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  taxP?: number | string;
}
export interface Modgroup {
  id: string;
  name: string | LocalizedText;
  type?: 'single' | 'multiple' | 'buffet' | 'pizza';
  required?: boolean;
  minCount?: number;
  maxCount?: number;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  minPrice?: number | string | null;
  /**
   * Id of a modifier that must be picked for this group to show.
   */
  showIf?: string;
  modifiers?: Modifier[];
  daysOfWeek?: number[];
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
}
export interface Modifier {
  id: string;
  name: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  price?: number | string | null;
  priceIf?: PriceIf;
  photo?:
    | string
    | null
    | {
        /**
         * 'g' image-host path, 'cl' cloud-image id in pid, 'local' a file under the shop folder, otherwise a URL.
         */
        type?: string;
        s?: string;
        id?: string;
        pid?: string;
        e?: string;
        w?: number;
        h?: number;
        url?: string;
      };
  url?: string;
  description?: string | LocalizedText;
  /**
   * A legacy price in dollars: a number, or a string. A string that is not numeric marks a market-price item (priced 0).
   */
  originalPrice?: number | string | null;
}
/**
 * All given conditions must hold, in the shop's time zone. from > to runs past midnight.
 */
export interface Schedule {
  /**
   * Weekdays: a name ("sat"), a range ("mon-fri", wrapping "fri-sun" or "sun-tue"), or a list of names, ranges or (legacy) numbers 0 = Sunday ... 6 = Saturday.
   */
  days?: string | [number | string, ...(number | string)[]];
  from?: string;
  to?: string;
  dateFrom?: string;
  dateTo?: string;
}
/**
 * Hide matching entities (always, or while `when` holds).
 */
export interface HideRule {
  id: string;
  kind: 'hide';
  description?: string;
  enabled?: boolean;
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
   * @minItems 1
   */
  ids?: [string, ...string[]];
  /**
   * @minItems 1
   */
  tags?: [string, ...string[]];
  tagContains?: string;
  nameContains?: string;
  nameEquals?: string;
  /**
   * @minItems 1
   */
  categoryIds?: [string, ...string[]];
  /**
   * @minItems 1
   */
  categoryTags?: [string, ...string[]];
  categoryNameContains?: string;
  /**
   * @minItems 1
   */
  productIds?: [string, ...string[]];
  /**
   * @minItems 1
   */
  productTags?: [string, ...string[]];
  productNameContains?: string;
  /**
   * @minItems 1
   */
  modgroupIds?: [string, ...string[]];
  modgroupNameContains?: string;
}
/**
 * Matching entities are visible only while `when` holds.
 */
export interface ShowOnlyRule {
  id: string;
  kind: 'show-only';
  description?: string;
  enabled?: boolean;
  target: 'category' | 'product' | 'modgroup' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
}
/**
 * Matching products or modifiers are shown but cannot be ordered (always, or while `when` holds).
 */
export interface UnavailableRule {
  id: string;
  kind: 'unavailable';
  description?: string;
  enabled?: boolean;
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  reason: 'OUT_OF_STOCK' | 'DINE_IN_ONLY' | 'TIME_LIMITED';
  /**
   * Tile label, e.g. '*not availalbe online'.
   */
  label?: string;
}
/**
 * Multiply the price by `factor`, rounded to the cent as `rounding` says (default floor); the old price is kept as originalPrice.
 */
export interface PriceFactorRule {
  id: string;
  kind: 'price-factor';
  description?: string;
  enabled?: boolean;
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  factor?: string;
  /**
   * A percentage from 0 to 100, as a number or numeric string.
   */
  percentOff?: number | string;
  rounding?: 'floor' | 'ceil' | 'half-up';
  showOriginalPrice?: boolean;
}
/**
 * Add a fixed amount to the price.
 */
export interface PriceIncreaseRule {
  id: string;
  kind: 'price-increase';
  description?: string;
  enabled?: boolean;
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  amountCents: number;
  skipZeroPriced?: boolean;
}
/**
 * Set the price to a fixed amount.
 */
export interface FixedPriceRule {
  id: string;
  kind: 'fixed-price';
  description?: string;
  enabled?: boolean;
  target: 'product' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  /**
   * Money in integer cents.
   */
  priceCents: number;
  showOriginalPrice?: boolean;
}
/**
 * Remove matching modifiers or whole modifier groups from the menu.
 */
export interface RemoveModifierRule {
  id: string;
  kind: 'remove-modifier';
  description?: string;
  enabled?: boolean;
  target: 'modgroup' | 'modifier';
  match: Selector;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
}
/**
 * A discount: with `code` it applies when the customer enters that code (case-insensitive); without, automatically.
 */
export interface PromotionRule {
  id: string;
  kind: 'promotion';
  description?: string;
  enabled?: boolean;
  code?: string;
  /**
   * Higher applies first; ties keep profile order.
   */
  priority?: number;
  /**
   * When it fires, no other promotion applies; it does not fire if one already has.
   */
  exclusive?: boolean;
  conditions?: {
    /**
     * Money in integer cents.
     */
    minSubtotalCents?: number;
    /**
     * @minItems 1
     */
    cartTypes?: ['PICKUP' | 'DELIVERY' | 'DINEIN', ...('PICKUP' | 'DELIVERY' | 'DINEIN')[]];
    /**
     * @minItems 1
     */
    paymentTypes?: ['CASH' | 'CARD', ...('CASH' | 'CARD')[]];
    /**
     * A schedule, the name of one in `schedules`, or a list (any of them).
     */
    when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
    minMatchingQuantity?: number;
  };
  match?: Selector1;
  effect: PromotionEffect;
}
/**
 * Matches menu entities. Every given field must match; within a list, any entry. Tags are whole keywords; *Contains fields are case-sensitive substrings.
 */
export interface Selector1 {
  /**
   * @minItems 1
   */
  ids?: [string, ...string[]];
  /**
   * @minItems 1
   */
  tags?: [string, ...string[]];
  tagContains?: string;
  nameContains?: string;
  nameEquals?: string;
  /**
   * @minItems 1
   */
  categoryIds?: [string, ...string[]];
  /**
   * @minItems 1
   */
  categoryTags?: [string, ...string[]];
  categoryNameContains?: string;
  /**
   * @minItems 1
   */
  productIds?: [string, ...string[]];
  /**
   * @minItems 1
   */
  productTags?: [string, ...string[]];
  productNameContains?: string;
  /**
   * @minItems 1
   */
  modgroupIds?: [string, ...string[]];
  modgroupNameContains?: string;
}
/**
 * Caps the quantity of matching items. scope: cart = all matching lines together; per-name = lines with the same product name; per-customer-day = each matching product on its own: the cart plus today's earlier orders of it for this phone.
 */
export interface QuantityLimitRule {
  id: string;
  kind: 'quantity-limit';
  description?: string;
  enabled?: boolean;
  match: Selector;
  max: number;
  scope: 'cart' | 'per-name' | 'per-customer-day';
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
  id: string;
  kind: 'delivery-fee';
  description?: string;
  enabled?: boolean;
  model: 'linear' | 'bands';
  /**
   * Money in integer cents.
   */
  baseFeeInCents?: number;
  /**
   * Money in integer cents.
   */
  feeInCentsPerMile?: number;
  baseFeeMiles?: number;
  /**
   * @minItems 1
   */
  bands?: [
    {
      upToMiles?: number;
      /**
       * Money in integer cents.
       */
      feeCents: number;
    },
    ...{
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
  id: string;
  kind: 'tax-rate';
  description?: string;
  enabled?: boolean;
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
  id: string;
  kind: 'badge';
  description?: string;
  enabled?: boolean;
  target: 'category' | 'product';
  match: Selector;
  label: string;
}
/**
 * Missing means {} (the loader fills it in before validation, so every default below applies).
 */
export interface Presentation {
  /**
   * Show the promo/gift code field at checkout.
   */
  promoField?: boolean;
  cashbackPanel?: {
    show?: boolean;
    /**
     * Money in integer cents.
     */
    minSubtotalCents?: number;
  };
  postOrderTipWidget?: boolean;
  banners?: {
    id: string;
    text: string;
    link?: string;
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
      label: string;
      href: string;
    }[];
    /**
     * The call to action in the home header. Missing means 'Order' to the default location's order link.
     */
    orderLink?: {
      label: string;
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
  theme?: string;
  orderPaths?: string[];
  forms?: ('contact' | 'catering')[];
  pages?: Page[];
}
export interface Page {
  /**
   * Site path of the page; legacy paths may have capitals (e.g. /hqusers/storeRedirect).
   */
  path: string;
  title: string;
  /**
   * The page's description for search engines and link previews; the shop's description when missing.
   */
  description?: string;
  kind: 'landing' | 'locations' | 'category' | 'content' | 'form' | 'redirect';
  heroImage?: string;
  body?: string[];
  /**
   * kind=category: the one menu category shown.
   */
  categoryId?: string;
  form?: 'contact' | 'catering';
  redirectTo?: string;
  /**
   * A schedule, the name of one in `schedules`, or a list (any of them).
   */
  when?: Schedule | string | [Schedule | string, ...(Schedule | string)[]];
  links?: {
    label: string;
    href: string;
  }[];
}
/**
 * Ids the legacy endpoints used for this shop, when they differ from shopId (remapped shop ids).
 */
export interface LegacyIds {
  settingsId?: string;
  settingsQuery?: {
    [k: string]: string | undefined;
  };
  menuId?: string;
  menuEndpoint?: 'single' | 'multi-shop';
  orderIds?: string[];
}
/**
 * A cart to price or order (DESIGN section 5). Used by shopctl price, the storefront and the order API.
 */
export interface CartInput {
  $schema?: string;
  shopId?: string;
  /**
   * @maxItems 200
   */
  products: CartLine[];
  cartType?: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  paymentType?: 'CASH' | 'CARD';
  promoCode?: string | null;
  tip?:
    | null
    | {
        percent: number;
      }
    | {
        cents: number;
      };
  appliedCashback?: number;
  distanceInMiles?: number | null;
  /**
   * Driving distance; converted to miles (x 0.00062, 1 decimal) when distanceInMiles is absent.
   */
  distanceInMeters?: number | null;
  durationInTrafficMinutes?: number | null;
  /**
   * False when the address could not be geocoded.
   */
  isDeliverable?: boolean | null;
  agreeToDonate?: boolean;
  restaurantDonationCents?: number;
  utensilsOption?: 'ADD_UTENSILS' | 'NO_UTENSILS' | null;
  /**
   * ASAP or an ISO date-time from the offered slots.
   */
  pickupTime?: string | null;
  deliveryTime?: string | null;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  deliveryAddress?: string | null;
  addressComponents?: {} | null;
  unitNumber?: string | null;
  deliveryInstructions?: string | null;
  dineInOption?: string | null;
  tabNumber?: string | null;
  enableSecretDineIn?: boolean | null;
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
export interface CartLine {
  id?: string;
  productId: string;
  /**
   * Floored to a whole number of at least 1.
   */
  quantity?: number;
  note?: string | null;
  customerPicks?: {
    [k: string]:
      | boolean
      | {
          quantity?: number;
          side?: 'whole' | 'left' | 'right';
        }
      | undefined;
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
 * The engine's price for a cart (DESIGN section 5). All money in integer cents.
 */
export interface Quote {
  shopId: string;
  /**
   * The instant the quote was priced at (ISO, shop zone offset).
   */
  at: string;
  cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  paymentType: 'CASH' | 'CARD';
  lines: QuoteLine[];
  totals: Totals;
  blockers: Blocker[];
  delivery?: {
    miles: number | null;
    deliverable: boolean | null;
    feeCents: number;
    maxDistanceInMiles: number;
    etaMinutes?: number | null;
  } | null;
  tipChoices?: TipChoice[];
  appliedPromotions?: {
    ruleId: string;
    code?: string;
    amountCents: number;
  }[];
  /**
   * Cart fields the shop's rules changed (section 4), with the value used.
   */
  coercions?: Coercion[];
  trace: TraceEntry[];
}
export interface QuoteLine {
  id?: string;
  productId: string;
  name: string;
  category?: string;
  quantity: number;
  unitCents: number;
  originalUnitCents?: number;
  totalCents: number;
  discountCents: number;
  /**
   * This line's share of the tax (unrounded parts allocated so lines sum to the total).
   */
  taxCents: number;
  taxPercent?: string;
  marketPrice?: boolean;
  note?: string;
  picks: QuotePick[];
  issues?: Blocker[];
}
export interface QuotePick {
  modgroupId: string;
  modgroupName: string;
  modifierId: string;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  side?: string;
}
export interface Blocker {
  code: string;
  message: string;
  /**
   * JSON pointer into the cart input.
   */
  path?: string;
  params?: {};
}
export interface Totals {
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  preTipTotalCents: number;
  tipCents: number;
  donationCents: number;
  cashbackAppliedCents: number;
  invoiceCents: number;
  cashbackEarnedCents: number;
  marketPriceItems: number;
}
export interface TipChoice {
  label: string;
  tip: null | {};
  cents: number;
}
export interface Coercion {
  field: string;
  from: unknown;
  to: unknown;
  reason: string;
}
export interface TraceEntry {
  /**
   * Pricing step (DESIGN section 4) or rule kind.
   */
  step: string;
  ruleId?: string;
  fired: boolean;
  reason: string;
  amountCents?: number;
  lineIndex?: number;
}
/**
 * Shared rules a shop profile can extend ("extends": ["<id>"]). Its rules apply before the profile's own.
 */
export interface Preset {
  $schema?: string;
  id: string;
  description?: string;
  schedules?: {
    [k: string]: Schedule | undefined;
  };
  rules: Rule[];
}

/**
 * The resolved menu: what a customer sees at one instant, after every rule. Plain JSON-able
 * objects; money in integer cents. Parts that no time-dependent rule touches are shared between
 * calls and frozen, so treat every resolved object as read-only.
 */

import type { Allergen, DietaryLabel } from '../../schemas/generated/types.js';

/**
 * Why a product or modifier cannot be ordered: CART_TYPE, not for this order type; AGE_RESTRICTED,
 * refused for this order type by a refuse-age-restricted rule.
 */
export type UnavailableReason = 'OUT_OF_STOCK' | 'DINE_IN_ONLY' | 'TIME_LIMITED' | 'CART_TYPE' | 'AGE_RESTRICTED';

/** An order type (a cart's cartType). */
export type OrderType = 'PICKUP' | 'DELIVERY' | 'DINEIN';

/** One step of a price: a rule that changed it, and by how much. */
export interface PriceStep {
  readonly ruleId: string;
  readonly kind: 'price-factor' | 'price-increase' | 'fixed-price';
  readonly fromCents: number;
  readonly toCents: number;
  /**
   * The rule is not shown to customers (a price-increase, or a rule with showOriginalPrice
   * false): they see the price it made, never the step. Public menus and quotes leave it out.
   */
  readonly staffOnly?: true;
}

/** A priceIf entry in cents: the first entry whose `match` (a modifier id) is picked gives the price. */
export interface ResolvedPriceIf {
  readonly match: string;
  readonly priceCents: number;
}

/** A level a customer may ask for besides regular: light, extra, or on the side. */
export type PickLevel = 'light' | 'extra' | 'onSide';

/** One level's price in cents (after the option's price rules), with its own priceIf. */
export interface ResolvedLevel {
  readonly priceCents: number;
  readonly priceIf?: readonly ResolvedPriceIf[];
}

export interface ResolvedModifier {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  /** Price when no priceIf entry applies, after price rules. */
  readonly priceCents: number;
  readonly originalPriceCents?: number;
  /** The menu price was not numeric: priced 0. */
  readonly marketPrice: boolean;
  /** The modifier's own priceIf, else its group's, in cents. */
  readonly priceIf?: readonly ResolvedPriceIf[];
  /** Starts picked: a line that does not name it counts it (see readLinePicks); false removes it. */
  readonly default?: true;
  /** Removing it (it starts picked) takes its price off the line; otherwise the line keeps paying it. */
  readonly refundWhenRemoved?: true;
  /** The levels offered besides regular (the modifier's own price), by level. */
  readonly levels?: Readonly<Partial<Record<PickLevel, ResolvedLevel>>>;
  readonly available: boolean;
  readonly unavailableReason?: UnavailableReason;
  /** Label shown beside an unavailable option (e.g. '*OUT OF STOCK'). */
  readonly label?: string;
  readonly photoUrl?: string;
  readonly url?: string;
  /** Generated from a product by the group's autoGenFromTag (id = that product's id). */
  readonly generated?: boolean;
  /** The allergens the option adds when picked (the menu's, wheat adding gluten; a generated option: its product's). */
  readonly allergens?: readonly Allergen[];
  readonly priceSteps?: readonly PriceStep[];
}

export type ModgroupType = 'single' | 'multiple' | 'buffet' | 'pizza';

/** What a modifier group says about itself, the same compiled and resolved. */
export interface ModgroupInfo {
  readonly id: string;
  readonly name: string;
  readonly type: ModgroupType;
  readonly required: boolean;
  readonly minCount?: number;
  readonly maxCount?: number;
  readonly minPriceCents?: number;
  /** Id of a modifier that must be picked for this group to show (and count). */
  readonly showIf?: string;
  /** Present when the group offers halves (type pizza, or portions: true): what a left or right half costs, as exact decimal text ("0.5" when not written; one that is not above 0 and at most 1 prices as 0.5). */
  readonly portionFactor?: string;
  /** A group opened by an option (nested): that option's id, also its showIf. */
  readonly parentModifierId?: string;
  /** How deep a nested group sits (1-3); absent for a product's own groups. */
  readonly depth?: number;
}

export interface ResolvedModgroup extends ModgroupInfo {
  readonly modifiers: readonly ResolvedModifier[];
}

/** A product a combo slot offers, with what choosing it adds (its own price is not charged). */
export interface ComboOption {
  readonly productId: string;
  readonly upchargeCents: number;
}

/** One slot of a combo: choose `count` of `options` (the same product may repeat). */
export interface ComboSlotInfo {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  /** Offered products in menu order; combos are never offered. Availability is the product's own, resolved at the same instant. */
  readonly options: readonly ComboOption[];
}

/** What makes a product a combo: its slots, in the order the product page asks. */
export interface ResolvedCombo {
  readonly slots: readonly ComboSlotInfo[];
}

export interface ResolvedProduct {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly categoryId: string;
  readonly categoryName: string;
  /** Price after price rules (market-price items: 0). */
  readonly priceCents: number;
  /** Shown struck through: the menu's originalPrice, or the price before a rule that shows it. */
  readonly originalPriceCents?: number;
  readonly marketPrice: boolean;
  /** A URL or path, or 'no-pic'. */
  readonly photoUrl: string;
  /** The menu's tags: an array as given; a tag string split into keywords; none = []. */
  readonly tags: readonly string[];
  /** Item tax percent (exact decimal text): the product's taxP, else a tax-rate rule; undefined = shop default. */
  readonly taxPercent?: string;
  /** The labels of the profile's badge rules that match it now ('New', 'Halal'). */
  readonly badges: readonly string[];
  /** Dietary labels: the menu's, and those its badges name (a 'Halal' badge); list order (engine/menu/allergens.ts). */
  readonly dietary: readonly DietaryLabel[];
  /** The allergens the menu lists for it (wheat adding gluten); absent when the menu lists none (nothing is known). */
  readonly allergens?: readonly Allergen[];
  /**
   * What it contains as it opens: its allergens, those of the options that start picked, and those
   * every option of a required group has in common. Present when `allergens` is.
   */
  readonly contains?: readonly Allergen[];
  /** False when the product or its category is hidden right now. */
  readonly visible: boolean;
  readonly available: boolean;
  readonly unavailableReason?: UnavailableReason;
  readonly label?: string;
  /** Unavailable for this order type only: the order types it can be ordered for (e.g. ['DINEIN']). */
  readonly onlyFor?: readonly OrderType[];
  /** The rule that makes it unavailable, when one does. */
  readonly unavailableRuleId?: string;
  /** Age-restricted: the customer must be at least this old (the menu's minimumAge). */
  readonly minimumAge?: number;
  /** The category has disableOrder. */
  readonly orderDisabled: boolean;
  /** visible && available && !orderDisabled. */
  readonly orderable: boolean;
  /** The groups shown at this instant; a group with no modifiers (none written, or all hidden) is left out. */
  readonly modgroups: readonly ResolvedModgroup[];
  readonly priceSteps?: readonly PriceStep[];
  /** Present on a combo: the slots the customer chooses products for. */
  readonly combo?: ResolvedCombo;
}

/** What a category says about itself, the same compiled and resolved. */
export interface CategoryInfo {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly tag?: string;
  readonly type?: string;
  readonly disableOrder: boolean;
  readonly badges: readonly string[];
}

export interface ResolvedCategory extends CategoryInfo {
  /** The first `cap` visible products. */
  readonly products: readonly ResolvedProduct[];
  /** How many products are visible in total. */
  readonly totalProducts: number;
}

export interface ResolvedMenu {
  readonly shopId: string;
  /** The instant resolved, ISO 8601 with the shop's offset. */
  readonly at: string;
  readonly timeZone: string;
  /** The order type the menu was resolved for. */
  readonly cartType: OrderType;
  /** The list page size: each category's `products` holds at most this many. */
  readonly cap: number;
  readonly categories: readonly ResolvedCategory[];
}

/** The shape of a rule kind's definition: what every file in engine/rules/ exports. */
import type { Rule, Schedule, Selector } from '../../schemas/generated/types.js';
import type { PriceRef, UnavailableRef, UnavailableSubject, VisibilityRef } from '../compile.js';
import type { LintContext } from '../lint/context.js';

export type RuleKind = Rule['kind'];
/** The arguments of one rule kind, as the profile schema types them. */
export type RuleOf<K extends RuleKind> = Extract<Rule, { kind: K }>;

/** What a selector of a rule picks out of the menu. */
export type SelectorTarget = 'category' | 'product' | 'modgroup' | 'modifier';

/** One selector of a rule, what it selects, and its pointer relative to the rule. */
export interface RuleSelector {
  readonly selector: Selector;
  readonly target: SelectorTarget;
  readonly at: string;
}

/** A rule's schedule (a `when`), and its pointer relative to the rule. */
export interface RuleSchedule {
  readonly when: NonNullable<RuleOf<'hide'>['when']>;
  readonly at: string;
}

/** What a rule's sentence may need from the rest of the profile. */
export interface ExplainContext {
  /** The profile's named schedules (its own and its presets'), so "during schedule lunch" can say its days and times. */
  readonly schedules?: Readonly<Record<string, Schedule | undefined>>;
  /** settings.delivery.maxDistanceInMiles (5 when unset): no delivery at or beyond it. */
  readonly maxDistanceInMiles?: number;
  /** settings.delivery.freeDeliveryQualifyingSubtotalInCents: a delivery-fee rule without its own freeOverSubtotalCents waives the fee over it. */
  readonly freeDeliveryOverCents?: number;
}

/** A lint check over the whole profile for one rule kind (it may compare rules of that kind). */
export type RuleLintCheck = (ctx: LintContext) => void;

/**
 * How the profile compiler attaches a rule to the menu entities its selector matches:
 * as a visibility, an availability or a price rule. Kinds applied elsewhere (promotions,
 * limits, fees, taxes, badges, service charges) have no hook and export their own helpers.
 * A rule's `when` and `cartTypes` decide when a hooked rule acts (compile.ts `clockAt`).
 */
export type CompileHook<K extends RuleKind> =
  | {
      readonly family: 'visibility';
      visibilityRef(rule: RuleOf<K>, index: number): VisibilityRef;
    }
  | {
      readonly family: 'unavailable';
      /** The rule's availability for a product or modifier, or undefined when it does not apply to it. */
      unavailableRef(rule: RuleOf<K>, index: number, subject: UnavailableSubject): UnavailableRef | undefined;
    }
  | {
      readonly family: 'price';
      priceRef(rule: RuleOf<K>, index: number): PriceRef;
      /** The price after the rule, or undefined when the rule leaves this price alone. */
      applyPrice(rule: RuleOf<K>, ref: PriceRef, priceCents: number, market: boolean): number | undefined;
    };

/** One rule kind: its code, what it does, how it reads in English, and what lint checks about it. */
export interface RuleKindDef<K extends RuleKind> {
  readonly kind: K;
  /** The heading `shopctl explain` lists rules of this kind under. */
  readonly title: string;
  /** The selectors of a rule of this kind (lint checks each matches something). */
  selectors(rule: RuleOf<K>): readonly RuleSelector[];
  /** The schedules a rule of this kind is timed by (lint checks they exist and can open). */
  schedules(rule: RuleOf<K>): readonly RuleSchedule[];
  /** The rule in one plain-English sentence (`shopctl explain`, docs/rules.md); `context` spells out named schedules and the delivery limit. */
  explain(rule: RuleOf<K>, context?: ExplainContext): string;
  /** The sentence names the rule's order types itself; otherwise explain adds ', for dine-in orders only'. */
  readonly explainsCartTypes?: true;
  /** Lint checks that concern this kind, in reporting order. */
  readonly lint: readonly RuleLintCheck[];
  readonly compile?: CompileHook<K>;
}

/**
 * `explainProfile`: every rule of a profile in plain English (`shopctl explain`), one sentence
 * per rule generated from its fields, followed by the rule's own description when it has one.
 * Each kind's sentence lives in its file in engine/rules/.
 */
import type { Rule } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { explainSettingsDelivery, ruleKindDef } from '../rules/index.js';

export interface ExplainEntry {
  readonly ruleId: string;
  readonly kind: string;
  readonly text: string;
}

/** Explains one rule: the generated sentence, then "Note:" and its description when it has one. */
export function explainRule(rule: Rule): ExplainEntry {
  let text = ruleKindDef(rule).explain(rule);
  if (rule.enabled === false) text = `(disabled) ${text}`;
  if (rule.description !== undefined && rule.description.trim() !== '') text = `${text} Note: ${rule.description.trim()}`;
  return { ruleId: rule.id, kind: rule.kind, text };
}

/**
 * Every rule of the profile in plain English, in the order they apply (presets first). When no
 * `delivery-fee` rule is set, a last entry explains the delivery fee the legacy settings give.
 */
export function explainProfile(profile: LoadedProfile): ExplainEntry[] {
  const out = profile.rules.map(explainRule);
  if (!profile.rules.some((r) => r.kind === 'delivery-fee' && r.enabled !== false)) {
    out.push({
      ruleId: 'settings.delivery',
      kind: 'delivery-fee',
      text: explainSettingsDelivery(profile.settings.delivery),
    });
  }
  return out;
}

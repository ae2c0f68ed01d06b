export { explainProfile, explainRule, explainCombo, type ExplainEntry } from './explain-profile.js';
export { describeSelector, describeWhen } from './selector-text.js';
export { explainModifierGroups, MODIFIER_GROUP_KIND } from './explain-menu.js';
export { explainAllergens, ALLERGENS_KIND } from './explain-allergens.js';

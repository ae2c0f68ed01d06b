/**
 * Public API of schemas/: the JSON Schemas' generated types, the loaded-profile type, the one
 * loader (profiles, presets, menus, carts, quotes), JSON text and positions, did-you-mean and the
 * finding shape. Browser-safe; file and URL reading is in schemas/node.ts.
 */
export type * from './generated/types.js';
export type { LoadedProfile, LoadedSettings } from './profile-types.js';
export {
  FINDING_CODES,
  hasErrors,
  sortFindings,
  pointerOf,
  segmentsOf,
  escapePointerSegment,
  type Finding,
  type FindingCode,
  type Severity,
  type SourceLocation,
  type Locate,
} from './findings.js';
export {
  loadProfile,
  loadPreset,
  loadMenu,
  validateCart,
  validateOperations,
  validateQuote,
  parseCart,
  SCHEMAS,
  type JsonInput,
  type LoadProfileInput,
  type LoadProfileResult,
  type LoadedProfileResult,
  type RuleSource,
} from './loader.js';
export { parseJsonText, createLocator, type Locator } from './json-text.js';
export { closestMatch, editDistance } from './did-you-mean.js';

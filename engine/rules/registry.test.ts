import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadProfile } from '../../schemas/index.js';
import type { Rule } from '../../schemas/generated/types.js';
import { COMPILE_HOOKS } from './compile-hooks.js';
import { RULE_KIND_DEFS, RULE_KINDS, ruleKindDef } from './index.js';

// Read the schema independently of the generated types, so a kind added there without a file here fails.
const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../schemas/shop-profile.schema.json'), 'utf8')) as {
  $defs: Record<string, { oneOf?: { $ref: string }[]; examples?: unknown[]; properties?: { kind?: { const?: string } } }>;
};
const ruleDefs = schema.$defs['Rule']!.oneOf!.map((r) => schema.$defs[r.$ref.replace('#/$defs/', '')]!);
const schemaKinds = ruleDefs.map((d) => d.properties!.kind!.const!);

/** The schema's first example of each kind, loaded (normalised) as the engine sees it. */
function loadedExamples(): Map<string, Rule> {
  const rules = ruleDefs.map((d) => d.examples![0]);
  const loaded = loadProfile({
    value: { shopId: 'registry-test', identity: { name: 'Registry test', timeZone: 'America/Los_Angeles' }, menu: { subMenus: [] }, rules },
  });
  if (!loaded.ok) throw new Error(`the schema's rule examples do not load: ${JSON.stringify(loaded.findings)}`);
  return new Map(loaded.profile.rules.map((r) => [r.kind, r]));
}

describe('rule kind registry', () => {
  it('the schema lists rule kinds, each with an example', () => {
    expect(schemaKinds.length).toBeGreaterThan(10);
    for (const d of ruleDefs) expect(d.examples?.length ?? 0, d.properties?.kind?.const).toBeGreaterThan(0);
  });

  it('has exactly the kinds of the profile schema', () => {
    expect([...RULE_KINDS].sort()).toEqual([...schemaKinds].sort());
  });

  it('the compile hooks menu resolution reads are the registry\'s, kind for kind and in its order', () => {
    expect(Object.keys(COMPILE_HOOKS)).toEqual(Object.keys(RULE_KIND_DEFS));
    for (const kind of RULE_KINDS) expect(COMPILE_HOOKS[kind], kind).toBe(RULE_KIND_DEFS[kind].compile);
    // The kinds that attach to menu entities, by family (the others are applied by their engine folders).
    const families = Object.fromEntries(RULE_KINDS.flatMap((k) => (COMPILE_HOOKS[k] ? [[k, COMPILE_HOOKS[k]!.family]] : [])));
    expect(families).toEqual({
      hide: 'visibility',
      'show-only': 'visibility',
      unavailable: 'unavailable',
      'refuse-age-restricted': 'unavailable',
      'price-factor': 'price',
      'price-increase': 'price',
      'fixed-price': 'price',
      'remove-modifier': 'visibility',
    });
  });

  const examples = loadedExamples();
  it.each(schemaKinds)('%s: its entry names its kind and explains the schema example in a sentence', (kind) => {
    const def = RULE_KIND_DEFS[kind as keyof typeof RULE_KIND_DEFS];
    expect(def.kind).toBe(kind);
    expect(def.title.trim()).not.toBe('');
    const rule = examples.get(kind);
    expect(rule?.kind, `the example of ${kind} did not load`).toBe(kind);
    const sentence = ruleKindDef(rule!).explain(rule!);
    expect(sentence.trim().length).toBeGreaterThan(10);
    expect(sentence).toMatch(/\.$/);
    expect(sentence).not.toMatch(/undefined|NaN|\[object/);
  });

  it.each(schemaKinds)('%s: its selectors and schedules point at the example\'s own fields', (kind) => {
    const rule = examples.get(kind)!;
    const def = ruleKindDef(rule);
    const at = (pointer: string): unknown =>
      pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], rule);
    for (const s of def.selectors(rule)) expect(at(s.at)).toBe(s.selector);
    for (const s of def.schedules(rule)) expect(at(s.at)).toBe(s.when);
  });
});

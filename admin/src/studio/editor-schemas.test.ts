import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bundleSchema, menuEditorSchema, profileEditorSchema } from './editor-schemas.js';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** Every `$ref` in a schema, with where it sits. */
function refs(node: unknown, at = ''): Array<[ref: string, at: string]> {
  if (Array.isArray(node)) return node.flatMap((n, i) => refs(n, `${at}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [[v, at] as [string, string]] : refs(v, `${at}/${k}`)));
}

/** The value at a `#/…` JSON pointer. */
function resolve(doc: unknown, ref: string): unknown {
  return ref.slice(2).split('/').filter((p) => p !== '').reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

describe('the editor schemas', () => {
  for (const [name, schema] of [['profile', profileEditorSchema], ['menu', menuEditorSchema]] as const) {
    it(`keep every reference of the ${name} schema inside the document`, () => {
      const all = refs(schema);
      expect(all.length).toBeGreaterThan(10);
      for (const [ref, at] of all) {
        expect(ref, `at ${at}`).toMatch(/^#\//);
        const target = resolve(schema, ref);
        expect(typeof target, `${ref} at ${at}`).toBe('object');
      }
      expect(JSON.stringify(schema)).not.toMatch(/"examples"|"\$id"|"\$schema"/);
    });
  }

  it('copies the profile definitions the menu uses, as the profile has them', () => {
    const profile = read('shop-profile.schema.json') as { $defs: Record<string, Record<string, unknown>> };
    const defs = menuEditorSchema['$defs'] as Record<string, Record<string, unknown>>;
    const { examples: _e, ...percent } = profile.$defs['Percent']!;
    expect(defs['shop-profile.Percent']).toEqual(percent);
    expect(defs['shop-profile.LocalizedText']!['type']).toEqual((profile.$defs['LocalizedText'] as Record<string, unknown>)['type']);
    // Only what is used comes along: the profile's rules stay out of the menu's schema.
    expect(defs['shop-profile.Rule']).toBeUndefined();
  });

  it('puts the menu inline in the profile schema with its own definitions', () => {
    const defs = profileEditorSchema['$defs'] as Record<string, Record<string, unknown>>;
    expect((defs['menu'] as { title?: string }).title).toBe(read('menu.schema.json')['title']);
    expect(defs['menu']!['$defs']).toBeUndefined();
    expect(Object.keys((defs['menu.Product'] as { properties: Record<string, unknown> }).properties)).toEqual(
      Object.keys(((read('menu.schema.json')['$defs'] as Record<string, { properties: Record<string, unknown> }>)['Product']!).properties),
    );
    expect(defs['cart.CartType']).toEqual(((read('cart.schema.json')['$defs'] as Record<string, unknown>)['CartType']));
    expect((resolve(profileEditorSchema, '#/$defs/Settings/properties/taxPercentage') as { description: string }).description).toMatch(/tax/i);
  });

  it('rewrites references back into the root and within another file', () => {
    const files = {
      'a.schema.json': { $id: 'x', properties: { b: { $ref: 'b.schema.json' }, own: { $ref: '#/$defs/Own' } }, $defs: { Own: { type: 'string' } } },
      'b.schema.json': { properties: { back: { $ref: 'a.schema.json#/$defs/Own' }, mine: { $ref: '#/$defs/Mine/properties/n' } }, $defs: { Mine: { properties: { n: { type: 'number' } } }, Unused: {} } },
    };
    expect(bundleSchema('a.schema.json', files)).toEqual({
      properties: { b: { $ref: '#/$defs/b' }, own: { $ref: '#/$defs/Own' } },
      $defs: {
        Own: { type: 'string' },
        b: { properties: { back: { $ref: '#/$defs/Own' }, mine: { $ref: '#/$defs/b.Mine/properties/n' } } },
        'b.Mine': { properties: { n: { type: 'number' } } },
      },
    });
    expect(() => bundleSchema('a.schema.json', { 'a.schema.json': { $ref: 'c.schema.json' } })).toThrow(/c\.schema\.json, which is not bundled/);
  });
});

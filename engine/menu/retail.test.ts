import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRetailCategory } from './retail.js';

describe('isRetailCategory', () => {
  it.each([
    ['"retail": true on any name', { name: 'Merch', retail: true }, true],
    ['"retail": false wins over the legacy name rule', { name: 'RETAIL Merch', retail: false }, false],
    ['legacy: RETAIL in the name', { name: 'RETAIL - Sauces', retail: undefined }, true],
    ['legacy: RETAIL inside the name', { name: 'Our RETAIL goods', retail: undefined }, true],
    ['legacy rule is case-sensitive', { name: 'Retail goods', retail: undefined }, false],
    ['neither', { name: 'Mains', retail: undefined }, false],
  ])('%s', (_, category, expected) => {
    expect(isRetailCategory(category)).toBe(expected);
  });

  describe('properties', () => {
    it('a written "retail" always decides, whatever the name', () => {
      fc.assert(fc.property(fc.string(), fc.boolean(), (name, retail) => isRetailCategory({ name, retail }) === retail));
    });
  });
});

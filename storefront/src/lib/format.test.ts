import { describe, expect, it } from 'vitest';
import { formatAddOn, formatCents } from './format.js';

describe('money formatting', () => {
  it.each([
    [0, '$0.00', '$0.00', ''],
    [5, '$0.05', '-$0.05', '+$0.05'],
    [1295, '$12.95', '-$12.95', '+$12.95'],
    [123456789, '$1,234,567.89', '-$1,234,567.89', '+$1,234,567.89'],
  ])('%i cents: %s, taken off %s, as an add-on %s', (cents, plain, credit, addOn) => {
    expect(formatCents(cents)).toBe(plain);
    // An amount taken off comes negative from the quote's summary rows.
    expect(formatCents(-cents)).toBe(cents === 0 ? plain : credit);
    expect(formatAddOn(cents)).toBe(addOn);
  });
});

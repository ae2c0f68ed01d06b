import { describe, expect, it } from 'vitest';
import { DUE_LABELS, orderReference, RECEIPT_TYPE_LABELS } from './order-words.js';

describe('order words', () => {
  it.each([
    ['u5wsm3vfcx44hs2tt7tx3n4xlnxiofcg', 'U5WSM3VF'],
    ['abcdefghijklmnopqrstuvwxyz234567', 'ABCDEFGH'],
    ['short', 'SHORT'],
  ])('the reference of %s is %s', (id, ref) => expect(orderReference(id)).toBe(ref));

  it.each([
    ['DELIVERY', 'Delivery', 'Delivery due'],
    ['PICKUP', 'Pick Up', 'Pickup due'],
    ['DINEIN', 'Dine In', 'Ready by'],
  ] as const)('a %s receipt reads %s, due time labelled %s', (type, label, due) => {
    expect(RECEIPT_TYPE_LABELS[type]).toBe(label);
    expect(DUE_LABELS[type]).toBe(due);
  });

  it('no order type but pickup says pickup', () => {
    expect(Object.entries(DUE_LABELS).filter(([, l]) => /pickup/i.test(l)).map(([t]) => t)).toEqual(['PICKUP']);
  });
});

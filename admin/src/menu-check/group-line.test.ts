import { describe, expect, it } from 'vitest';
import { groupLine, type CheckGroup } from './group-line.js';

const sides = [{ id: 't-fries', name: 'Fries' }, { id: 't-onion-rings', name: 'Onion Rings' }];

describe('the menu check line of a group', () => {
  it.each<[string, CheckGroup, string]>([
    ['written options', { id: 'g', name: 'Extras', modifiers: 4 }, 'Extras (4 options)'],
    ['one written option', { id: 'g', name: 'Bun', modifiers: 1 }, 'Bun (1 option)'],
    ['every option generated', { id: 'g', name: 'Add a Side', modifiers: 2, generated: { fromTag: 'side', options: sides } },
      'Add a Side (2 options, generated from the products tagged side: Fries, Onion Rings)'],
    ['written and generated', { id: 'g', name: 'Add a Side', modifiers: 3, generated: { fromTag: 'side', options: sides } },
      'Add a Side (3 options, 2 of them generated from the products tagged side: Fries, Onion Rings)'],
    ['a tag no product carries', { id: 'g', name: 'Add a Side', modifiers: 0, generated: { fromTag: 'sdie', options: [] } },
      'Add a Side (0 options; none generated from the products tagged sdie)'],
  ])('%s', (_name, group, line) => {
    expect(groupLine(group)).toBe(line);
  });
});

import { describe, expect, it } from 'vitest';
import { placeOnPanel } from './LocationsMap.js';

describe('static map panel', () => {
  it('puts the northern location higher and the western one further left, inside the margins', () => {
    const [a, b] = placeOnPanel([
      { id: 'a', label: 'A', lat: 34.06, lng: -118.3, address: [] },
      { id: 'b', label: 'B', lat: 34.0, lng: -118.2, address: [] },
    ]);
    expect(a).toEqual({ x: 0.15, y: 0.35 });
    expect(b).toEqual({ x: 0.85, y: 0.85 });
    expect(placeOnPanel([{ id: 'c', label: 'C', lat: 1, lng: 2, address: [] }])).toEqual([{ x: 0.5, y: 0.6 }]);
  });
});

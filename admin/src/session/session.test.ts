import { describe, expect, it } from 'vitest';
import { adjustPrep, statusBody } from '../board/actions.js';
import { ringText } from '../board/ring-text.js';
import { chooseShop, DEFAULT_PREP_MINUTES, normaliseShops } from './session.js';

describe('shops and the remembered choice', () => {
  // GET /api/staff/shops as the server answers it (server/routes/staff.ts).
  const shops = normaliseShops({ shops: [
    { shopId: 'test', name: 'Test Kitchen', siteId: 'test', siteName: 'Test Kitchen', basePath: '', prepMinutes: 15, acceptWithinMinutes: 8, printTicketOnAccept: true, timeZone: 'America/Los_Angeles' },
    { shopId: 'glendale', name: 'Glendale', siteId: 'juicestop', siteName: 'Juice Stop', basePath: '/glendale', timeZone: 'Not/AZone' },
    { name: 'no id' },
  ] });
  it('reads each shop with its site, prep minutes (the default when absent), ticket printing and zone (left out when not one)', () => {
    expect(shops).toEqual([
      { shopId: 'test', name: 'Test Kitchen', siteId: 'test', siteName: 'Test Kitchen', prepMinutes: 15, printTicketOnAccept: true, timeZone: 'America/Los_Angeles' },
      { shopId: 'glendale', name: 'Glendale', siteId: 'juicestop', siteName: 'Juice Stop', prepMinutes: DEFAULT_PREP_MINUTES, printTicketOnAccept: false },
    ]);
  });
  it('reads nothing from an answer that is not the shops envelope', () => {
    expect(normaliseShops([{ shopId: 'test', name: 'Test Kitchen' }])).toEqual([]);
  });
  it.each([
    ['glendale', 'glendale'],
    ['gone', 'test'],
    [null, 'test'],
  ])('remembered %s shows %s', (remembered, shown) => {
    expect(chooseShop(shops, remembered)).toBe(shown);
  });
  it('no shop at all shows none', () => expect(chooseShop([], 'test')).toBeNull());
});

describe('board actions', () => {
  it.each([
    [20, 5, 25],
    [20, -5, 15],
    [5, -5, 5],
    [180, 5, 180],
  ])('%i min %i = %i min', (m, d, want) => expect(adjustPrep(m, d)).toBe(want));
  it('asks the server for the right status', () => {
    expect([statusBody('accept', 20), statusBody('reject', 'OUT_OF_ITEMS'), statusBody('ready'), statusBody('complete'), statusBody('cancel')]).toEqual([
      { status: 'accepted', prepMinutes: 20 }, { status: 'rejected', reason: 'OUT_OF_ITEMS' }, { status: 'ready' }, { status: 'completed' }, { status: 'cancelled' },
    ]);
  });
  it.each([
    [0, 0, 0, 'No new orders'],
    [0, 1, 1, '1 new order'],
    [0, 0, 2, '2 new orders to accept'],
    [1, 0, 1, '1 order waiting too long'],
    [1, 2, 3, '1 order waiting too long · 3 new in all'],
  ])('ring bar with %i escalated, %i unacknowledged, %i waiting: %s', (e, u, w, text) => expect(ringText(e, u, w)).toBe(text));
});

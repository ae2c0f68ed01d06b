import { describe, expect, it } from 'vitest';
import { addPromo, addSpecialDate, daysOf, expirePromo, hiddenEntries, hideProduct, menuProducts, promoCodes, removeRule, removeSpecialDate, setProductPrice, setProductTags, setPromoMinimum, setPromoPercent, setWeeklyHours, specialDateProblem, specialDates, weeklyHours, withAmount, withPercent, type Week } from './profile-edits.js';

const profile = {
  shopId: 'test',
  settings: {
    hours: {
      pickUp: [{ days: 'mon-fri', timeRanges: [{ from: '11:00', to: '22:00' }] }, { day: 6, timeRanges: [{ from: 36_000_000, to: 50_400_000 }] }],
    },
  },
  rules: [{ id: 'save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 20 } }],
};

describe('opening hours', () => {
  it.each([
    ['mon-fri', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ['fri-sun', ['fri', 'sat', 'sun']],
    ['sun-tue', ['sun', 'mon', 'tue']],
    [['sat', 0], ['sat', 'sun']],
    ['wed', ['wed']],
  ])('%j names %j', (days, expected) => {
    expect(daysOf(days)).toEqual(expected);
  });

  it('reads the human and the legacy forms per weekday', () => {
    const week = weeklyHours(profile, 'pickUp');
    expect(week.mon).toEqual([{ from: '11:00', to: '22:00' }]);
    expect(week.sat).toEqual([{ from: '10:00', to: '14:00' }]);
    expect(week.sun).toEqual([]);
    expect(weeklyHours(profile, 'delivery').mon).toEqual([]);
  });

  it('writes weekdays with the same ranges as one entry and leaves closed days out', () => {
    const week: Week = {
      mon: [{ from: '11:00', to: '22:00' }], tue: [{ from: '11:00', to: '22:00' }], wed: [{ from: '11:00', to: '22:00' }],
      thu: [], fri: [{ from: '11:00', to: '23:00' }], sat: [{ from: '11:00', to: '22:00' }], sun: [],
    };
    const next = setWeeklyHours(profile, 'pickUp', week);
    expect((next['settings'] as { hours: { pickUp: unknown } }).hours.pickUp).toEqual([
      { days: ['mon', 'tue', 'wed', 'sat'], timeRanges: [{ from: '11:00', to: '22:00' }] },
      { days: 'fri', timeRanges: [{ from: '11:00', to: '23:00' }] },
    ]);
    expect(weeklyHours(next, 'pickUp')).toEqual(week);
    expect(profile.settings.hours.pickUp).toHaveLength(2);
  });
});

describe('special dates', () => {
  it('adds a closed day at the end of settings.specialHours and changes nothing else', () => {
    const next = addSpecialDate(profile, { from: '2025-11-27', closed: true, note: ' Thanksgiving ' });
    expect(next).toEqual({ ...profile, settings: { ...profile.settings, specialHours: [{ date: '2025-11-27', closed: true, note: 'Thanksgiving' }] } });
    expect(profile.settings).not.toHaveProperty('specialHours');
    expect(specialDates(next)).toEqual([{ index: 0, from: '2025-11-27', to: '2025-11-27', closed: true, note: 'Thanksgiving' }]);
  });

  it('adds a range with its own hours: [] for a kind closed that day, none for a kind that keeps its weekly hours', () => {
    const one = addSpecialDate(profile, { from: '2025-12-24', to: '2025-12-26', closed: false, pickUp: [{ from: '11:00', to: '15:00' }], delivery: [] });
    const two = addSpecialDate(one, { from: '2025-12-31', to: '2025-12-31', closed: false, pickUp: [{ from: '17:00', to: '24:00' }] });
    expect((two['settings'] as { specialHours: unknown }).specialHours).toEqual([
      { dateFrom: '2025-12-24', dateTo: '2025-12-26', pickUp: [{ from: '11:00', to: '15:00' }], delivery: [] },
      { date: '2025-12-31', pickUp: [{ from: '17:00', to: '24:00' }] },
    ]);
    expect(specialDates(two)[1]).toEqual({ index: 1, from: '2025-12-31', to: '2025-12-31', closed: false, pickUp: [{ from: '17:00', to: '24:00' }] });
    const removed = removeSpecialDate(two, 0);
    expect((removed['settings'] as { specialHours: unknown }).specialHours).toEqual([{ date: '2025-12-31', pickUp: [{ from: '17:00', to: '24:00' }] }]);
    // The last one removed takes the key with it: the profile is as it was.
    expect(removeSpecialDate(removed, 0)).toEqual(profile);
  });

  it('refuses what lint refuses: no real date, a reversed range, an overlap, a day that changes nothing', () => {
    const withThanksgiving = addSpecialDate(profile, { from: '2025-11-27', closed: true });
    expect(specialDateProblem(profile, { from: '', closed: true })).toBe('Give the date (or the first date of a range).');
    expect(specialDateProblem(profile, { from: '2025-02-29', closed: true })).toBe('"2025-02-29" is not a calendar date: write it as YYYY-MM-DD, e.g. "2025-11-27".');
    expect(specialDateProblem(profile, { from: '2024-02-29', closed: true })).toBeNull();
    expect(specialDateProblem(profile, { from: '2025-12-26', to: '2025-12-24', closed: true })).toBe('The last date, 2025-12-24, is before the first, 2025-12-26.');
    expect(specialDateProblem(withThanksgiving, { from: '2025-11-26', to: '2025-11-28', closed: true })).toBe('2025-11-27 already has special hours; remove it first or choose other dates.');
    expect(specialDateProblem(withThanksgiving, { from: '2025-11-28', closed: true })).toBeNull();
    expect(specialDateProblem(profile, { from: '2025-11-28', closed: false })).toBe('Close the day, or give it pickup or delivery hours: otherwise it changes nothing.');
    expect(specialDateProblem(profile, { from: '2025-11-28', closed: false, pickUp: [{ from: '', to: '15:00' }] })).toBe('Give each range an opening and a closing time.');
  });
});

describe('promo codes', () => {
  it('adds a percent-off rule with a minimum subtotal and a last date', () => {
    const next = addPromo(profile, { code: 'LUNCH15', percent: 15, minSubtotalCents: 2000, endDate: '2025-07-31' });
    expect((next['rules'] as unknown[])[1]).toEqual({
      id: 'promo-lunch15', kind: 'promotion', code: 'LUNCH15',
      conditions: { minSubtotalCents: 2000, when: { dateTo: '2025-07-31' } },
      effect: { type: 'percent-off', percent: 15 },
    });
    expect(promoCodes(next).map((p) => [p.code, p.percent, p.minSubtotalCents, p.endDate])).toEqual([['SAVE20', 20, null, null], ['LUNCH15', 15, 2000, '2025-07-31']]);
  });

  it('adds without conditions when none are given, with an id no other rule has', () => {
    const once = addPromo(profile, { code: 'SAVE20', percent: 10 });
    const twice = addPromo({ ...once, rules: [...(once['rules'] as unknown[]), { id: 'promo-save20', kind: 'hide' }] }, { code: 'SAVE20', percent: 5 });
    expect((once['rules'] as unknown[])[1]).toEqual({ id: 'promo-save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 10 } });
    expect(((twice['rules'] as { id: string }[])[3])!.id).toBe('promo-save20-2');
  });

  it('changes the percent, expires with an end date and removes', () => {
    const changed = setPromoPercent(profile, 'save20', 25);
    expect(promoCodes(changed)[0]!.percent).toBe(25);
    const expired = expirePromo(changed, 'save20', '2025-06-30');
    expect(expired && (expired['rules'] as unknown[])[0]).toEqual({ id: 'save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 25 }, conditions: { when: { dateTo: '2025-06-30' } } });
    const reopened = expired && expirePromo(expired, 'save20', null);
    expect(reopened && (reopened['rules'] as unknown[])[0]).toEqual({ id: 'save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 25 } });
    expect(removeRule(changed, 'save20')['rules']).toEqual([]);
  });

  it('a description stating the old percent follows the new one; one naming no figure is kept', () => {
    const rule = (description: string) => ({ rules: [{ id: 'save20', kind: 'promotion', code: 'SAVE20', description, effect: { type: 'percent-off', percent: 20 } }] });
    const described = (p: unknown) => (p as { rules: { description: string }[] }).rules[0]!.description;
    expect(described(setPromoPercent(rule('Code SAVE20 takes 20% off the order.'), 'save20', 25))).toBe('Code SAVE20 takes 25% off the order.');
    expect(described(setPromoPercent(rule('Lunch deal: 20 percent off, not with 120% of anything'), 'save20', 15))).toBe('Lunch deal: 15 percent off, not with 120% of anything');
    expect(described(setPromoPercent(rule('For our regulars, all week.'), 'save20', 25))).toBe('For our regulars, all week.');
    // Typing 25 passes through 2: the description follows each figure the form writes.
    expect(described(setPromoPercent(setPromoPercent(rule('Takes 20% off.'), 'save20', 2), 'save20', 25))).toBe('Takes 25% off.');
    expect(withPercent('12.5% off, 2% more', 12.5, 10)).toBe('10% off, 2% more');
    // The usual sentence follows even when the JSON was changed by hand first (350 in the editor, 35 in the form).
    const handEdited = rule('Code SAVE20 takes 20% off the order.');
    handEdited.rules[0]!.effect.percent = 350;
    expect(described(setPromoPercent(handEdited, 'save20', 35))).toBe('Code SAVE20 takes 35% off the order.');
  });

  it('a description stating the old minimum follows the new one; one naming no such figure is kept', () => {
    const rule = (description: string, minSubtotalCents = 3000) => ({ rules: [{ id: 'pizza10', kind: 'promotion', code: 'PIZZA10', description, conditions: { minSubtotalCents }, effect: { type: 'percent-off', percent: 10 } }] });
    const described = (p: unknown) => (p as { rules: { description: string }[] }).rules[0]!.description;
    const minimum = (p: unknown) => (p as { rules: { conditions?: { minSubtotalCents?: number } }[] }).rules[0]!.conditions?.minSubtotalCents;
    const changed = setPromoMinimum(rule('PIZZA10: 10% off a pickup order of $30.00 or more, once per customer.'), 'pizza10', 3500);
    expect(minimum(changed)).toBe(3500);
    expect(described(changed)).toBe('PIZZA10: 10% off a pickup order of $35.00 or more, once per customer.');
    // Written without cents, it stays without them; other amounts ('$130', '$30.50', '$3') are not the minimum.
    expect(described(setPromoMinimum(rule('Spend $30, get 10% off. Not $130, $30.50 or $3.'), 'pizza10', 4000))).toBe('Spend $40, get 10% off. Not $130, $30.50 or $3.');
    expect(described(setPromoMinimum(rule('Orders over $30 save 10%.'), 'pizza10', 3250))).toBe('Orders over $32.50 save 10%.');
    expect(described(setPromoMinimum(rule('Orders of $22.50 or more.', 2250), 'pizza10', 2500))).toBe('Orders of $25.00 or more.');
    // No figure, or the minimum cleared: the manager's words are kept.
    expect(described(setPromoMinimum(rule('For our regulars.'), 'pizza10', 3500))).toBe('For our regulars.');
    const cleared = setPromoMinimum(rule('Orders of $30.00 or more.'), 'pizza10', null);
    expect(described(cleared)).toBe('Orders of $30.00 or more.');
    expect(minimum(cleared)).toBeUndefined();
    expect(withAmount('A $1,000.00 order, not $10,000.00', 100_000, 120_000)).toBe('A $1,200.00 order, not $10,000.00');
  });

  it('reads and ends a promotion whose when is at the top (as every rule kind takes it), where it is', () => {
    const top = { rules: [{ id: 'spring', kind: 'promotion', code: 'SPRING', when: { days: 'mon-fri', dateTo: '2025-05-31' }, effect: { type: 'percent-off', percent: 10 } }] };
    expect(promoCodes(top)[0]!.endDate).toBe('2025-05-31');
    const moved = expirePromo(top, 'spring', '2025-06-30');
    expect(moved && (moved['rules'] as unknown[])[0]).toEqual({ id: 'spring', kind: 'promotion', code: 'SPRING', when: { days: 'mon-fri', dateTo: '2025-06-30' }, effect: { type: 'percent-off', percent: 10 } });
    expect(expirePromo({ rules: [{ ...top.rules[0]!, when: 'happy-hour' }] }, 'spring', '2025-06-30')).toBe(false);
  });

  it('refuses to expire a promotion that runs on a named schedule', () => {
    const named = { rules: [{ id: 'hh', kind: 'promotion', code: 'HH', conditions: { when: 'happy-hour' }, effect: { type: 'percent-off', percent: 10 } }] };
    expect(expirePromo(named, 'hh', '2025-06-30')).toBe(false);
  });
});

describe('menu and hidden items', () => {
  const menu = { subMenus: [{ name: { en: 'Burgers' }, products: [{ id: 'p-burger', name: { en: 'Burger' }, price: 8.5, tags: 'halal spicy' }, { id: 'p-mp', name: 'Catch', price: 'MP' }] }] };

  it('lists products with cents and tags, and writes the price as dollar text', () => {
    expect(menuProducts(menu)).toEqual([
      { id: 'p-burger', name: 'Burger', category: 'Burgers', priceCents: 850, tags: ['halal', 'spicy'] },
      { id: 'p-mp', name: 'Catch', category: 'Burgers', priceCents: 0, tags: [] },
    ]);
    const priced = setProductPrice(menu, 'p-burger', 1099);
    expect(((priced['subMenus'] as { products: { price: unknown }[] }[])[0]!.products[0]!).price).toBe('10.99');
    expect(menuProducts(priced)[0]!.priceCents).toBe(1099);
    expect(menuProducts(setProductTags(menu, 'p-burger', ['50off']))[0]!.tags).toEqual(['50off']);
    expect(menu.subMenus[0]!.products[0]!.price).toBe(8.5);
  });

  it('reads prices as the engine does: ".99" is 99 cents, "5." and "+5" are 500, hex is a market price', () => {
    const odd = { subMenus: [{ name: 'Odd', products: [{ id: 'a', name: 'A', price: '.99' }, { id: 'b', name: 'B', price: '5.' }, { id: 'c', name: 'C', price: '+5' }, { id: 'd', name: 'D', price: '0x10' }] }] };
    expect(menuProducts(odd).map((p) => p.priceCents)).toEqual([99, 500, 500, 0]);
  });

  it('hides a product with a hide rule naming its id', () => {
    const next = hideProduct(profile, 'p-burger');
    expect((next['rules'] as unknown[])[1]).toEqual({ id: 'hide-p-burger', kind: 'hide', target: 'product', match: { ids: ['p-burger'] } });
    expect(hiddenEntries(next)).toEqual([{ ruleId: 'hide-p-burger', target: 'product', ids: ['p-burger'], scheduled: false }]);
  });
});

import { describe, expect, it } from 'vitest';
import { lintStatusText, localInputToIso, movedTotal, quickInstants, replaySentence, type ReplayResult } from './studio-text.js';

const order = (orderId: string, differenceCents: number, rulesMoved: ReplayResult['orders'][number]['rulesMoved'] = []) => ({
  orderId, reference: orderId.toUpperCase(), at: '2025-06-17T19:00:00.000Z', liveInvoiceCents: 2000, draftInvoiceCents: 2000 + differenceCents, differenceCents, rulesMoved,
});

describe('the replay sentence', () => {
  it('names the changed orders, the total and the biggest with the rule that moved it most (the server lists it first)', () => {
    const r: ReplayResult = {
      orders: [order('kqw7', -640, [{ ruleId: 'happy-hour', liveCents: 0, draftCents: 640 }, { ruleId: 'tax', liveCents: 190, draftCents: 130 }]), order('abcd', -100)],
      summary: { orders: 200, changed: 14, totalDifferenceCents: -3820, biggest: { orderId: 'kqw7', reference: 'KQW7', differenceCents: -640 } },
    };
    expect(replaySentence(r)).toBe('14 of 200 orders would change: -$38.20 in total; biggest: order KQW7 -$6.40 by rule happy-hour.');
  });

  it.each([
    [{ orders: 0, changed: 0, totalDifferenceCents: 0, biggest: null }, 'There are no orders to replay yet.'],
    [{ orders: 1, changed: 0, totalDifferenceCents: 0, biggest: null }, 'None of the last 1 order would change.'],
    [{ orders: 3, changed: 1, totalDifferenceCents: 150, biggest: { orderId: 'x', reference: 'X', differenceCents: 150 } }, '1 of 3 orders would change: +$1.50 in total; biggest: order X +$1.50.'],
  ])('%j reads %j', (summary, expected) => {
    expect(replaySentence({ orders: [], summary })).toBe(expected);
  });
});

describe('what moved the total', () => {
  it('keeps fired entries that moved money and drops the restated totals', () => {
    const trace = [
      { step: 'line', fired: true, reason: 'Burger x2', amountCents: 2400 },
      { step: 'subtotal', fired: true, reason: 'subtotal', amountCents: 2400 },
      { step: 'promotion', ruleId: 'save20', fired: true, reason: 'SAVE20: 20% off', amountCents: 480 },
      { step: 'promotion', ruleId: 'late', fired: false, reason: 'not now', amountCents: 0 },
      { step: 'tax', fired: true, reason: '9.5% tax', amountCents: 182 },
      { step: 'invoice', fired: true, reason: 'total', amountCents: 2102 },
    ];
    expect(movedTotal(trace).map((t) => t.ruleId ?? t.step)).toEqual(['save20', 'tax']);
  });
});

describe('the preview instants', () => {
  it('gives now, tonight at 7 PM and next Tuesday lunch on the shop clock', () => {
    // Tuesday 17 June 2025, 10:30 in Los Angeles.
    const now = Date.parse('2025-06-17T17:30:00Z');
    expect(quickInstants(now, 'America/Los_Angeles')).toEqual([
      { label: 'Now', iso: '2025-06-17T10:30:00.000-07:00' },
      { label: 'Tonight 7 PM', iso: '2025-06-17T19:00:00.000-07:00' },
      { label: 'Next Tuesday lunch 12:00', iso: '2025-06-24T12:00:00.000-07:00' },
    ]);
    // Tuesday 21:00: tonight has passed.
    expect(quickInstants(Date.parse('2025-06-18T04:00:00Z'), 'America/Los_Angeles')[1]).toEqual({ label: 'Tomorrow 7 PM', iso: '2025-06-18T19:00:00.000-07:00' });
    expect(localInputToIso('2025-12-24T18:00', 'America/Los_Angeles')).toBe('2025-12-24T18:00:00.000-08:00');
  });
});

describe('the findings status in the studio header', () => {
  const base = { linting: false, lintError: null, errors: 0, warnings: 0, canPublish: true };
  it.each([
    ['a manager, no findings', base, 'No findings: the draft is ready to publish.'],
    ['staff, who cannot publish, no findings', { ...base, canPublish: false }, 'No findings.'],
    ['findings', { ...base, errors: 1, warnings: 2, canPublish: false }, '1 error, 2 warnings'],
    ['checking', { ...base, linting: true }, 'Checking…'],
    ['the check failed', { ...base, lintError: 'The server did not answer.' }, 'The server did not answer.'],
  ])('%s', (_name, state, expected) => {
    expect(lintStatusText(state)).toBe(expected);
  });
});

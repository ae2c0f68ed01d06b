import { describe, expect, it } from 'vitest';
import { actorLabel, describeAudit, formatWhen, type AuditEntry } from './audit-text.js';

// Wednesday 2025-06-18, 12:00 PM in Los Angeles.
const NOON = '2025-06-18T19:00:00.000Z';
const LA = 'America/Los_Angeles';
const entry = (action: string, detail: Record<string, unknown>, shopId: string | null = 'test'): AuditEntry => ({ id: 1, shopId, actor: 'ana@example.com', action, detail, at: NOON });
const names: Record<string, string> = { 't-fries': 'Fries', 't-ex-bacon': 'Bacon' };
const words = { timeZone: LA, itemName: (id: string) => names[id], siteName: (id: string) => (id === 'test' ? 'Test Kitchen' : undefined) };

describe('audit entries in words', () => {
  it.each<[string, string, Record<string, unknown>, string, string | undefined]>([
    ['a publish with its message', 'publish', { version: 5, from: 4, source: 'studio', message: 'summer prices' }, 'Published version 5, replacing version 4', '“summer prices”'],
    ['the first version, from the files', 'publish', { version: 1, from: null, source: 'files', message: 'published from files' }, 'Published version 1 from the files', undefined],
    ['the files forced over the studio', 'publish', { version: 4, from: 3, source: 'files', message: 'published from files (--force)' }, 'Published version 4 from the files, replacing version 3', '“published from files (--force)”'],
    ['a new shop', 'publish', { version: 1, from: null, source: 'studio', created: true, message: 'new shop' }, 'Created the shop (version 1)', undefined],
    ['a schedule, tomorrow 9 AM on the shop\'s clock', 'schedule', { version: 6, from: 5, source: 'studio', publishAt: '2025-06-19T16:00:00.000Z' }, 'Scheduled version 6 to go live Thu 9:00 AM', undefined],
    ['a scheduled version going live', 'scheduled-live', { version: 6, from: 5 }, 'Version 6 went live as scheduled, replacing version 5', undefined],
    ['a scheduled version refused', 'scheduled-refused', { version: 7, from: 6, basedOnVersion: 5, reason: 'the live version changed since it was scheduled' }, 'Version 7 did not go live as scheduled', 'The live version changed since it was scheduled.'],
    ['a rollback with the default message', 'rollback', { version: 8, from: 7, source: 'rollback', message: 'rollback to version 3', rolledBackTo: 3 }, 'Rolled back to version 3 (now live as version 8)', undefined],
    ['a rollback with its own message', 'rollback', { version: 9, from: 8, source: 'rollback', message: 'wrong tax', rolledBackTo: 7 }, 'Rolled back to version 7 (now live as version 9)', '“wrong tax”'],
    ['a pause of 30 minutes', 'operations.pause', { change: { pause: { until: '2025-06-18T19:30:00.000Z' } } }, 'Paused online ordering until 12:30 PM', undefined],
    ['a pause of some kinds until resumed', 'operations.pause', { change: { pause: { until: null, types: ['PICKUP', 'DELIVERY'] } } }, 'Paused pick up and delivery orders until resumed', undefined],
    ['a resume', 'operations.resume', { change: { resume: true } }, 'Resumed online ordering', undefined],
    ['busy minutes', 'operations.busy', { change: { busyMinutes: 20 } }, 'Set busy minutes to +20 (added to every estimate)', undefined],
    ['busy minutes reset', 'operations.busy', { change: { busyMinutes: 0 } }, 'Reset busy minutes to 0', undefined],
    ['an item out until the shop\'s midnight', 'operations.out-of-stock', { change: { outOfStock: { productId: 't-fries', until: '2025-06-19T07:00:00.000Z' } } }, 'Marked Fries out of stock until Thu 12:00 AM', undefined],
    ['an option out until turned back on', 'operations.out-of-stock', { change: { outOfStock: { modifierId: 't-ex-bacon', until: null } } }, 'Marked the option Bacon out of stock until turned back on', undefined],
    ['an item no longer on the menu', 'operations.out-of-stock', { change: { outOfStock: { productId: 't-gone', until: null } } }, 'Marked t-gone out of stock until turned back on', undefined],
    ['an item back in stock', 'operations.back-in-stock', { change: { backInStock: { productId: 't-fries' } } }, 'Put Fries back in stock', undefined],
    ['an invitation', 'staff.added', { email: 'cook@example.com', role: 'staff', sites: ['test', 'other'] }, 'Invited cook@example.com as staff of Test Kitchen and other', undefined],
    ['an owner invited', 'staff.added', { email: 'boss@example.com', role: 'owner', sites: [] }, 'Invited boss@example.com as an owner', undefined],
    ['a removal', 'staff.removed', { email: 'cook@example.com' }, 'Removed cook@example.com', undefined],
    ['an action this console does not know', 'webhook.rotated', {}, 'webhook.rotated', undefined],
  ])('%s', (_what, action, detail, summary, note) => {
    const line = describeAudit(entry(action, detail), words);
    expect(line.summary).toBe(summary);
    expect(line.note).toBe(note);
  });

  it('reads a pause\'s end on the shop\'s clock, not the browser\'s', () => {
    const pause = entry('operations.pause', { change: { pause: { until: '2025-06-18T19:30:00.000Z' } } });
    expect(describeAudit(pause, { timeZone: 'America/New_York' }).summary).toBe('Paused online ordering until 3:30 PM');
  });
});

it('names the shop files (read at start-up) as such, and people by their e-mail address', () => {
  expect([actorLabel('files'), actorLabel('ana@example.com')]).toEqual(['The shop’s files', 'ana@example.com']);
});

describe('when an entry was written', () => {
  it.each([
    [NOON, LA, 'Wed, Jun 18, 12:00 PM'],
    [NOON, 'America/New_York', 'Wed, Jun 18, 3:00 PM'],
    // Thursday already in UTC, still Wednesday evening in Los Angeles.
    ['2025-06-19T03:00:00.000Z', LA, 'Wed, Jun 18, 8:00 PM'],
    // Another year says which.
    ['2024-12-31T20:00:00.000Z', LA, 'Tue, Dec 31, 2024, 12:00 PM'],
  ])('%s in %s reads %s', (iso, zone, text) => {
    expect(formatWhen(iso, zone, Date.parse(NOON))).toBe(text);
  });
});

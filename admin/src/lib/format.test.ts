import { describe, expect, it } from 'vitest';
import { formatClock, formatDueIn, formatPhone, startOfDay } from './format.js';

const LA = 'America/Los_Angeles';
// 1:28 PM in Los Angeles, 8:28 PM UTC, on Wednesday 18 June 2025.
const NOW = Date.parse('2025-06-18T20:28:00Z');
const min = 60_000;
const day = 24 * 60 * min;

describe('times in the shop\'s zone', () => {
  it.each([
    ['today', NOW, LA, '1:28 PM'],
    ['the same instant read in UTC', NOW, 'UTC', '8:28 PM'],
    ['later tonight, still today', Date.parse('2025-06-19T06:30:00Z'), LA, '11:30 PM'],
    ['just past midnight: tomorrow, by its day', Date.parse('2025-06-19T07:30:00Z'), LA, 'Thu 12:30 AM'],
    ['two days on', NOW + 2 * day - 88 * min, LA, 'Fri 12:00 PM'],
    ['a week or more away: the date', NOW + 7 * day, LA, 'Jun 25, 1:28 PM'],
    ['yesterday', NOW - day, LA, 'Tue 1:28 PM'],
  ])('%s', (_, at, zone, text) => {
    expect(formatClock(new Date(at).toISOString(), zone, NOW)).toBe(text);
  });

  it('today starts at the shop\'s midnight, on daylight-saving days too', () => {
    expect(new Date(startOfDay(NOW, LA)).toISOString()).toBe('2025-06-18T07:00:00.000Z');
    expect(new Date(startOfDay(NOW, 'UTC')).toISOString()).toBe('2025-06-18T00:00:00.000Z');
    expect(new Date(startOfDay(Date.parse('2025-03-09T15:00:00Z'), LA)).toISOString()).toBe('2025-03-09T08:00:00.000Z');
    expect(new Date(startOfDay(Date.parse('2025-11-02T15:00:00Z'), LA)).toISOString()).toBe('2025-11-02T07:00:00.000Z');
  });

  it.each([
    [25, 'in 25 min'], [0, 'due now'], [-5, '5 min late'], [150, 'in 2 h 30 min'], [120, 'in 2 h'], [2 * 24 * 60, 'in 2 days'], [-95, '1 h 35 min late'],
  ])('%i minutes away reads "%s"', (minutes, text) => {
    expect(formatDueIn(new Date(NOW + minutes * min).toISOString(), NOW)).toBe(text);
  });
});

describe('phone numbers', () => {
  it.each([
    ['2135550199', '(213) 555-0199'],
    ['+12135550199', '(213) 555-0199'],
    ['(213) 555-0199', '(213) 555-0199'],
    ['+442071234567', '+44 20 7123 4567'],
    ['ask at the counter', 'ask at the counter'],
  ])('%s reads %s', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { IANAZone } from 'luxon';
import { ianaZone } from './zone.js';

const ZONES = ['America/Los_Angeles', 'America/New_York', 'America/Phoenix', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];

describe('ianaZone', () => {
  it('gives the hand-worked offsets of Los Angeles: PST, PDT, and both sides of the 2026 changes', () => {
    const la = ianaZone('America/Los_Angeles');
    expect(la.isValid).toBe(true);
    expect(la.name).toBe('America/Los_Angeles');
    expect(la.offset(Date.UTC(2026, 0, 15, 12))).toBe(-480);
    expect(la.offset(Date.UTC(2026, 6, 15, 12))).toBe(-420);
    // 2026-03-08 02:00 PST = 10:00 UTC: clocks go forward to 03:00 PDT.
    expect(la.offset(Date.UTC(2026, 2, 8, 9, 59, 59, 999))).toBe(-480);
    expect(la.offset(Date.UTC(2026, 2, 8, 10))).toBe(-420);
    // 2026-11-01 02:00 PDT = 09:00 UTC: clocks go back to 01:00 PST.
    expect(la.offset(Date.UTC(2026, 10, 1, 8, 59, 59))).toBe(-420);
    expect(la.offset(Date.UTC(2026, 10, 1, 9))).toBe(-480);
  });

  it('gives half-hour and 45-minute offsets (Kolkata +5:30, Chatham +12:45 in its winter)', () => {
    expect(ianaZone('Asia/Kolkata').offset(Date.UTC(2026, 5, 1))).toBe(330);
    expect(ianaZone('Pacific/Chatham').offset(Date.UTC(2026, 5, 1))).toBe(765);
  });

  it('knows an unknown zone is not valid, and its offset is NaN', () => {
    const z = ianaZone('Mars/Olympus_Mons');
    expect(z.isValid).toBe(false);
    expect(z.offset(Date.UTC(2026, 0, 1))).toBeNaN();
    expect(ianaZone('').isValid).toBe(false);
    expect(ianaZone('America/Los_Angeles').offset(Number.NaN)).toBeNaN();
  });

  it('agrees with luxon at every hour of 2026 and around every change from 1900 to 2040, in nine zones', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) instants.push(t + 1234);
    // Midnight UTC on the 1st and 15th of every month, 1900-2040 (zones changed rules many times).
    for (let y = 1900; y <= 2040; y++) for (let m = 0; m < 12; m++) instants.push(Date.UTC(y, m, 1), Date.UTC(y, m, 15, 7, 30));
    for (const name of ZONES) {
      const ours = ianaZone(name);
      const theirs = IANAZone.create(name);
      const differ = instants.filter((t) => ours.offset(t) !== theirs.offset(t)).map((t) => new Date(t).toISOString());
      expect(differ, name).toEqual([]);
    }
  });

  it('agrees with luxon on local mean time before the zones (seconds in the offset) and on negative instants', () => {
    for (const t of [Date.UTC(1850, 5, 1), Date.UTC(1883, 10, 18, 12), Date.UTC(1, 0, 1), Date.UTC(50, 6, 1), -1, -999, 1]) {
      for (const name of ['America/New_York', 'Europe/Amsterdam', 'Asia/Kolkata']) {
        expect(ianaZone(name).offset(t), `${name} at ${t}`).toBe(IANAZone.create(name).offset(t));
      }
    }
  });
});

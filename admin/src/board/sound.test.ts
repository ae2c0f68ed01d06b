import { describe, expect, it } from 'vitest';
import { CHIMES, SoundController, type AudioContextLike } from './sound.js';

interface Note { freq: number; wave: string; peak: number; start: number }

function fakeAudio() {
  const notes: Note[] = [];
  const ctx = {
    currentTime: 0,
    state: 'suspended',
    destination: {},
    resume: async () => void (ctx.state = 'running'),
    createOscillator() {
      const note: Note = { freq: 0, wave: '', peak: 0, start: -1 };
      notes.push(note);
      return {
        set type(w: string) { note.wave = w; },
        get type() { return note.wave; },
        frequency: { setValueAtTime: (v: number) => void (note.freq = v) },
        connect: () => undefined,
        start: (t: number) => void (note.start = t),
        stop: () => undefined,
      };
    },
    createGain() {
      return { gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: (v: number) => void (notes[notes.length - 1]!.peak = Math.max(notes[notes.length - 1]!.peak, v)) }, connect: () => undefined };
    },
  };
  return { ctx: ctx as AudioContextLike & { state: string }, notes };
}

function fakeTimers() {
  const live = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    live,
    setInterval: (fn: () => void, ms: number) => (live.set(next, { fn, ms }), next++),
    clearInterval: (h: unknown) => void live.delete(h as number),
    tick: () => [...live.values()].forEach((t) => t.fn()),
  };
}

describe('the sound controller', () => {
  it('stays silent until enabled from a tap', () => {
    const { ctx, notes } = fakeAudio();
    const timers = fakeTimers();
    const sound = new SoundController(() => ctx, timers);
    sound.setMode('normal');
    expect([sound.enabled, notes.length, timers.live.size]).toEqual([false, 0, 0]);
  });

  it('rings two notes every 3 s until set off', async () => {
    const { ctx, notes } = fakeAudio();
    const timers = fakeTimers();
    const sound = new SoundController(() => ctx, timers);
    await sound.enable();
    expect(notes.map((n) => n.freq)).toEqual([880, 660]); // the test chime
    sound.setMode('normal');
    expect(notes.length).toBe(4);
    expect([...timers.live.values()].map((t) => t.ms)).toEqual([3000]);
    timers.tick();
    timers.tick();
    expect(notes.length).toBe(8);
    sound.setMode('off');
    expect(timers.live.size).toBe(0);
    timers.tick();
    expect(notes.length).toBe(8);
  });

  it('rings louder and faster when escalated', async () => {
    const { ctx, notes } = fakeAudio();
    const timers = fakeTimers();
    const sound = new SoundController(() => ctx, timers);
    await sound.enable();
    notes.length = 0;
    sound.setMode('loud');
    expect(notes.map((n) => [n.freq, n.wave, n.peak])).toEqual([[988, 'square', 0.9], [784, 'square', 0.9], [988, 'square', 0.9]]);
    expect([...timers.live.values()].map((t) => t.ms)).toEqual([1500]);
    expect(CHIMES.loud.volume).toBeGreaterThan(CHIMES.normal.volume);
  });

  it('starts ringing at once when enabled while an order is already waiting', async () => {
    const { ctx, notes } = fakeAudio();
    const timers = fakeTimers();
    const sound = new SoundController(() => ctx, timers);
    sound.setMode('normal');
    await sound.enable();
    expect(notes.length).toBe(4);
    expect(timers.live.size).toBe(1);
    sound.dispose();
    expect(timers.live.size).toBe(0);
  });
});

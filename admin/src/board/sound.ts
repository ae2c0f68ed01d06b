/**
 * The new-order ring: a chime made with Web Audio (no file to fetch), repeated until the mode
 * goes back to 'off'. Browsers refuse to start audio before a tap, so `enable()` must run inside a
 * click ('Enable sound'); until then the board says the sound is off.
 */
import type { RingMode } from './board-state.js';

/** The part of AudioContext the chime uses (a fake one in tests). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): { type: string; frequency: { setValueAtTime(v: number, t: number): unknown }; connect(n: unknown): unknown; start(t: number): void; stop(t: number): void };
  createGain(): { gain: { setValueAtTime(v: number, t: number): unknown; linearRampToValueAtTime(v: number, t: number): unknown }; connect(n: unknown): unknown };
}

export interface SoundTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Normal: two soft notes every 3 s. Loud (escalated): three sharp notes every 1.5 s, louder. */
export const CHIMES = {
  normal: { every: 3000, wave: 'sine', volume: 0.35, notes: [880, 660] },
  loud: { every: 1500, wave: 'square', volume: 0.9, notes: [988, 784, 988] },
} as const;
const NOTE_SECONDS = 0.22;

export class SoundController {
  private context: AudioContextLike | null = null;
  private mode: RingMode = 'off';
  private timer: unknown = null;

  constructor(
    private readonly createContext: () => AudioContextLike,
    private readonly timers: SoundTimers = { setInterval: (fn, ms) => globalThis.setInterval(fn, ms), clearInterval: (h) => globalThis.clearInterval(h as number) },
  ) {}

  /** True once a tap has unlocked audio. */
  get enabled(): boolean {
    return this.context !== null && this.context.state === 'running';
  }

  get ringing(): RingMode {
    return this.mode;
  }

  /** Unlocks audio (call from a click); plays one chime so staff hear the volume. */
  async enable(): Promise<void> {
    this.context ??= this.createContext();
    await this.context.resume();
    this.chime('normal');
    if (this.mode !== 'off') this.restart();
  }

  /** Starts, changes or stops the repeating ring. */
  setMode(mode: RingMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.restart();
  }

  /** Stops the ring and releases the timer (the board is leaving). */
  dispose(): void {
    this.mode = 'off';
    this.restart();
  }

  private restart(): void {
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    const mode = this.mode;
    if (mode === 'off' || !this.context) return;
    this.chime(mode);
    this.timer = this.timers.setInterval(() => this.chime(mode), CHIMES[mode].every);
  }

  private chime(mode: 'normal' | 'loud'): void {
    const ctx = this.context;
    if (!ctx || ctx.state !== 'running') return;
    const spec = CHIMES[mode];
    spec.notes.forEach((freq, i) => {
      const start = ctx.currentTime + i * NOTE_SECONDS;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = spec.wave;
      osc.frequency.setValueAtTime(freq, start);
      // A short attack and release: no click at either end.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(spec.volume, start + 0.02);
      gain.gain.linearRampToValueAtTime(0, start + NOTE_SECONDS - 0.02);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(start);
      osc.stop(start + NOTE_SECONDS);
    });
  }
}

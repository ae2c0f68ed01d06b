// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAnyPaused, outOfStockAt, type Operations } from '../../../engine/index.js';
import { BootContext, type Boot } from './boot.js';
import { currentOperations, nextExpiry, useOperations } from './operations.js';

/** 12:00:00 UTC: the page's clock in these tests. */
const T0 = Date.parse('2025-06-18T19:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The shop status streams the hook opened: the test sends their events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((m: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (m: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  send(operations: Operations) {
    for (const fn of this.listeners.get('operations') ?? []) fn({ data: JSON.stringify({ operations }) } as MessageEvent<string>);
  }
}

let shopSeq = 0;
/** Renders useOperations on a page of a fresh shop that booted with `operations`. */
function openPage(operations: Operations | undefined) {
  const boot = { shop: { shopId: `ops-test-${++shopSeq}` }, operations } as unknown as Boot;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(BootContext.Provider, { value: boot }, children);
  return renderHook(() => useOperations(), { wrapper });
}

describe('the live operations store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('drops a timed pause at its until, with no event from the stream: the page is no longer paused', async () => {
    const until = T0 + 6_000;
    const page = openPage({ paused: { until: iso(until) } });
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([`/api/shops/ops-test-${shopSeq}/status/events`]);
    expect(page.result.current).toEqual({ paused: { until: iso(until) } });
    // The engine asked at the minute the page last re-resolved (12:00:00) still reads the pause.
    expect(isAnyPaused(page.result.current, T0)).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(until - T0 - 1);
    });
    expect(page.result.current).toEqual({ paused: { until: iso(until) } });
    // Within a second of until (long before the next minute at 12:01:00), the pause is gone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(page.result.current).toBeUndefined();
    expect(isAnyPaused(page.result.current, T0)).toBe(false);
    page.unmount();
  });

  it('drops each timed out-of-stock entry at its own until, and keeps busy minutes and the untimed ones', async () => {
    const page = openPage(undefined);
    const stream = FakeEventSource.opened[0]!;
    const first = T0 + 20_000;
    const second = T0 + 45_500;
    act(() => stream.send({
      busyMinutes: 10,
      outOfStock: [
        { productId: 'p-soup', until: iso(second) },
        { productId: 'p-tacos', until: iso(first) },
        { modifierId: 'm-cheese', until: null },
      ],
    }));
    expect([...outOfStockAt(page.result.current, T0).products].sort()).toEqual(['p-soup', 'p-tacos']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(first - T0 + 1_000);
    });
    expect(page.result.current).toEqual({ busyMinutes: 10, outOfStock: [{ productId: 'p-soup', until: iso(second) }, { modifierId: 'm-cheese', until: null }] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(second - first);
    });
    expect(page.result.current).toEqual({ busyMinutes: 10, outOfStock: [{ modifierId: 'm-cheese', until: null }] });
    expect(outOfStockAt(page.result.current, T0).products.size).toBe(0);
    page.unmount();
  });

  it('a pause the stream extends is timed again from its new until; one with no until stays', async () => {
    const page = openPage({ paused: { until: iso(T0 + 5_000) } });
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.send({ paused: { until: iso(T0 + 90_000) } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(page.result.current).toEqual({ paused: { until: iso(T0 + 90_000) } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(81_000);
    });
    expect(page.result.current).toBeUndefined();
    act(() => stream.send({ paused: { until: null } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_600_000);
    });
    expect(page.result.current).toEqual({ paused: { until: null } });
    page.unmount();
    expect(stream.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('currentOperations and nextExpiry read every until', () => {
    const ops: Operations = { paused: { until: iso(T0 + 1_000), types: ['DELIVERY'] }, outOfStock: [{ productId: 'a', until: iso(T0 + 500) }, { productId: 'b', until: null }] };
    expect(nextExpiry(ops, T0)).toBe(T0 + 500);
    expect(nextExpiry(ops, T0 + 500)).toBe(T0 + 1_000);
    expect(nextExpiry(ops, T0 + 1_000)).toBeUndefined();
    expect(currentOperations(ops, T0 + 499)).toBe(ops);
    expect(currentOperations(ops, T0 + 500)).toEqual({ paused: { until: iso(T0 + 1_000), types: ['DELIVERY'] }, outOfStock: [{ productId: 'b', until: null }] });
    expect(currentOperations(ops, T0 + 1_000)).toEqual({ paused: null, outOfStock: [{ productId: 'b', until: null }] });
    expect(currentOperations({ paused: { until: iso(T0) } }, T0)).toBeUndefined();
  });
});

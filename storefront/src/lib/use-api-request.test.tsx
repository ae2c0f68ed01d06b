// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, shopPath } from './api.js';
import { createApiClient } from './api-client.js';
import { useApiRequest } from './use-api-request.js';

/**
 * A server in the test's hands: each request waits until the test answers it. An aborted request
 * fails with an AbortError, unless `lateAnswers` (its answer was already on its way).
 */
function heldServer({ lateAnswers = false } = {}) {
  const pending: { req: Request; answer: (res: Response) => void; fail: (err: unknown) => void }[] = [];
  const fetch = ((req: Request) =>
    new Promise<Response>((answer, fail) => {
      pending.push({ req, answer, fail });
      if (!lateAnswers) req.signal.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')));
    })) as typeof globalThis.fetch;
  return { pending, client: createApiClient({ baseUrl: 'http://shop.test', fetch }) };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** Lets the answered promises settle inside React's act. */
const flush = () => act(async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
});

describe('useApiRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cashback = (server: ReturnType<typeof heldServer>, debounceMs = 300) =>
    renderHook(({ phone }: { phone: string }) =>
      useApiRequest(
        (signal) => call((c) => c.GET('/api/shops/{shopId}/cashback', { params: { ...shopPath('kaiju'), query: { phone } }, signal }), server.client),
        { key: phone.length >= 10 ? phone : null, debounceMs },
      ), { initialProps: { phone: '' } });

  it('asks once, the debounce after the last change, for the newest key', async () => {
    const server = heldServer();
    const hook = cashback(server);
    for (const phone of ['213555019', '2135550199', '21355501999', '2135550198']) {
      hook.rerender({ phone });
      await act(async () => void vi.advanceTimersByTime(100));
    }
    expect(server.pending).toHaveLength(0);
    expect(hook.result.current.loading).toBe(false);
    await act(async () => void vi.advanceTimersByTime(200));
    expect(server.pending.map((p) => new URL(p.req.url).searchParams.get('phone'))).toEqual(['2135550198']);
    expect(hook.result.current.loading).toBe(true);
    server.pending[0]!.answer(json(200, { phone: '2135550198', cashbackCents: 725 }));
    await flush();
    expect(hook.result.current).toMatchObject({ loading: false, data: { phone: '2135550198', cashbackCents: 725 }, error: undefined, key: '2135550198' });
  });

  it('a newer key aborts the request under way; its late answer is never kept', async () => {
    const server = heldServer({ lateAnswers: true });
    const hook = cashback(server, 0);
    hook.rerender({ phone: '2135550101' });
    await act(async () => void vi.advanceTimersByTime(0));
    hook.rerender({ phone: '2135550102' });
    await act(async () => void vi.advanceTimersByTime(0));
    expect(server.pending.map((p) => p.req.signal.aborted)).toEqual([true, false]);
    // The first answer arrives after all (the server had already sent it): ignored.
    server.pending[0]!.answer(json(200, { phone: '2135550101', cashbackCents: 100 }));
    await flush();
    expect(hook.result.current.data).toBeUndefined();
    server.pending[1]!.answer(json(200, { phone: '2135550102', cashbackCents: 200 }));
    await flush();
    expect(hook.result.current).toMatchObject({ data: { cashbackCents: 200 }, key: '2135550102', loading: false });
  });

  it("keeps the server's error code and message, and the last data beside it", async () => {
    const server = heldServer();
    const hook = cashback(server, 0);
    hook.rerender({ phone: '2135550101' });
    await act(async () => void vi.advanceTimersByTime(0));
    server.pending[0]!.answer(json(200, { phone: '2135550101', cashbackCents: 100 }));
    await flush();
    hook.rerender({ phone: '2135550102' });
    await act(async () => void vi.advanceTimersByTime(0));
    server.pending[1]!.answer(json(401, { error: { code: 'PHONE_NOT_VERIFIED', message: 'Verify this phone first: we text it a code.', path: 'query:phone' } }));
    await flush();
    expect(hook.result.current).toMatchObject({
      data: { cashbackCents: 100 },
      error: { code: 'PHONE_NOT_VERIFIED', message: 'Verify this phone first: we text it a code.', path: 'query:phone' },
      key: '2135550102',
      loading: false,
    });
    // A network failure reads as the restaurant being out of reach.
    hook.rerender({ phone: '2135550103' });
    await act(async () => void vi.advanceTimersByTime(0));
    server.pending[2]!.fail(new TypeError('Failed to fetch'));
    await flush();
    expect(hook.result.current.error).toEqual({ code: 'NETWORK_ERROR', message: 'Could not reach the restaurant. Check your connection and try again.' });
  });

  it('a null key asks nothing and stops what was under way', async () => {
    const server = heldServer();
    const hook = cashback(server, 0);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(server.pending).toHaveLength(0);
    hook.rerender({ phone: '2135550101' });
    await act(async () => void vi.advanceTimersByTime(0));
    expect(hook.result.current.loading).toBe(true);
    hook.rerender({ phone: '213' });
    await flush();
    expect(server.pending[0]!.req.signal.aborted).toBe(true);
    expect(hook.result.current.loading).toBe(false);
  });

  it('asks again for the same key when refresh changes', async () => {
    const server = heldServer();
    const hook = renderHook(({ refresh }: { refresh: number }) =>
      useApiRequest((signal) => call((c) => c.GET('/api/shops/{shopId}', { params: shopPath('kaiju'), signal }), server.client), { key: 'kaiju', refresh }), { initialProps: { refresh: 1 } });
    await act(async () => void vi.advanceTimersByTime(0));
    hook.rerender({ refresh: 1 });
    await act(async () => void vi.advanceTimersByTime(0));
    expect(server.pending).toHaveLength(1);
    hook.rerender({ refresh: 2 });
    await act(async () => void vi.advanceTimersByTime(0));
    expect(server.pending).toHaveLength(2);
  });

  it('run() sends now with its arguments; a second run aborts the first, which resolves to null', async () => {
    const server = heldServer();
    const hook = renderHook(() =>
      useApiRequest((signal, address: string) => call((c) => c.POST('/api/shops/{shopId}/delivery-quote', { params: shopPath('kaiju'), body: { address }, signal }), server.client)));
    let first: Promise<unknown> | undefined;
    let second: Promise<unknown> | undefined;
    await act(async () => {
      first = hook.result.current.run('1 Main St');
      second = hook.result.current.run('2 Main St');
    });
    expect(hook.result.current.loading).toBe(true);
    expect(await Promise.all(server.pending.map((p) => p.req.clone().json()))).toEqual([{ address: '1 Main St' }, { address: '2 Main St' }]);
    const quote = { address: '2 Main St, Los Angeles', miles: 1.2, deliverable: true, feeCents: 299, etaMinutes: 30, maxDistanceInMiles: 5 };
    server.pending[1]!.answer(json(200, quote));
    await flush();
    expect(await first).toBeNull();
    expect(await second).toEqual({ ok: true, status: 200, data: quote });
    expect(hook.result.current).toMatchObject({ loading: false, data: quote, key: null });
  });

  it('set() puts data in place for the current key; reset() forgets it', async () => {
    const server = heldServer();
    const hook = cashback(server, 0);
    hook.rerender({ phone: '2135550101' });
    await act(async () => void vi.advanceTimersByTime(0));
    server.pending[0]!.answer(json(401, { error: { code: 'PHONE_NOT_VERIFIED', message: 'Verify first.' } }));
    await flush();
    act(() => hook.result.current.set({ phone: '2135550101', cashbackCents: 1000 }));
    expect(hook.result.current).toMatchObject({ data: { cashbackCents: 1000 }, error: undefined, key: '2135550101' });
    act(() => hook.result.current.reset());
    expect(hook.result.current).toMatchObject({ data: undefined, error: undefined, key: null, loading: false });
  });

  it('leaving the page aborts the request under way', async () => {
    const server = heldServer();
    const hook = cashback(server, 0);
    hook.rerender({ phone: '2135550101' });
    await act(async () => void vi.advanceTimersByTime(0));
    hook.unmount();
    expect(server.pending[0]!.req.signal.aborted).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { apiClient, call, NETWORK_ERROR, settle, shopPath } from './api.js';
import { createApiClient } from './api-client.js';

/** A fake fetch answering from a script; records every request. */
function fakeFetch(answer: (req: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = (async (req: Request) => {
    requests.push(req);
    return answer(req);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the API client', () => {
  it('sends JSON to the path the document names, its parameters escaped, and answers the data', async () => {
    const f = fakeFetch(() => json(200, { address: '1 Main St', miles: 2.5, deliverable: true, feeCents: 399, etaMinutes: 35, maxDistanceInMiles: 5 }));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const res = await call((c) => c.POST('/api/shops/{shopId}/delivery-quote', { params: shopPath('la cienega/1'), body: { address: '1 main' } }), client);
    expect(res).toEqual({ ok: true, status: 200, data: { address: '1 Main St', miles: 2.5, deliverable: true, feeCents: 399, etaMinutes: 35, maxDistanceInMiles: 5 } });
    const [req] = f.requests;
    expect([req!.method, req!.url]).toEqual(['POST', 'http://shop.test/api/shops/la%20cienega%2F1/delivery-quote']);
    expect(req!.headers.get('accept')).toBe('application/json');
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(req!.credentials).toBe('same-origin');
    expect(await req!.json()).toEqual({ address: '1 main' });
  });

  it('puts query parameters in the address, escaped as before', async () => {
    const f = fakeFetch(() => json(200, { phone: '(213) 555-0199', cashbackCents: 250 }));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const res = await call((c) => c.GET('/api/shops/{shopId}/cashback', { params: { ...shopPath('kaiju'), query: { phone: '(213) 555-0199' } } }), client);
    expect(res.ok && res.data.cashbackCents).toBe(250);
    expect(f.requests[0]!.url).toBe(`http://shop.test/api/shops/kaiju/cashback?phone=${encodeURIComponent('(213) 555-0199')}`);
    expect(f.requests[0]!.headers.get('content-type')).toBeNull();
  });

  it("gives the server's own error code and message, with the whole body", async () => {
    const body = { error: { code: 'PRICE_CHANGED', message: 'The total is now $12.00.' }, quote: { totals: { invoiceCents: 1200 } } };
    const f = fakeFetch(() => json(409, body));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const res = await call((c) => c.POST('/api/shops/{shopId}/subscriptions', { params: shopPath('s'), body: { email: 'a@b.co' } }), client);
    expect(res).toEqual({ ok: false, status: 409, error: body.error, body });
  });

  it('names the status when the answer is not the error shape (a proxy page)', async () => {
    const f = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const res = await call((c) => c.GET('/api/shops/{shopId}', { params: shopPath('s') }), client);
    expect(res).toMatchObject({ ok: false, status: 502, error: { code: 'HTTP_502', message: 'The server answered 502. Try again in a moment.' } });
  });

  it('a network failure is status 0 with the message customers read', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const res = await call((c) => c.GET('/api/shops/{shopId}', { params: shopPath('s') }), client);
    expect(res).toEqual({ ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: 'Could not reach the restaurant. Check your connection and try again.' } });
    expect(NETWORK_ERROR.message).toBe('Could not reach the restaurant. Check your connection and try again.');
  });

  it('an aborted request throws its AbortError (the caller asked for something newer)', async () => {
    const f = fakeFetch((req) => new Promise<Response>((_resolve, reject) => req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    const ctrl = new AbortController();
    const pending = call((c) => c.GET('/api/shops/{shopId}', { params: shopPath('s'), signal: ctrl.signal }), client);
    ctrl.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an answer without a body is ok with no data', async () => {
    const f = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    expect(await call((c) => c.GET('/api/shops/{shopId}', { params: shopPath('s') }), client)).toEqual({ ok: true, status: 204, data: undefined });
  });

  it("settle reads an answer of the client's own calls", async () => {
    const f = fakeFetch(() => json(200, { suggestions: [{ text: '1 Main St' }] }));
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: f.fetch });
    expect(await settle(client.GET('/api/shops/{shopId}/address-suggestions', { params: { ...shopPath('s'), query: { q: '1 main' } } }))).toEqual({ ok: true, status: 200, data: { suggestions: [{ text: '1 Main St' }] } });
  });

  it("the page's client is loaded once, on first use, and asks the page's server", async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (req: Request) => {
      seen.push(`${req.method} ${new URL(req.url).pathname}`);
      return json(200, { phone: '2135550199', cashbackCents: 0 });
    }) as typeof fetch;
    try {
      const first = apiClient();
      expect(apiClient()).toBe(first);
      const client = await first;
      // No page here: the client names paths relative to the page's origin, so give it one.
      const res = await call((c) => c.GET('/api/shops/{shopId}/cashback', { params: { ...shopPath('s'), query: { phone: '2135550199' } }, baseUrl: 'http://shop.test' }), client);
      expect(res.ok).toBe(true);
      expect(seen).toEqual(['GET /api/shops/s/cashback']);
    } finally {
      globalThis.fetch = original;
    }
  });
});

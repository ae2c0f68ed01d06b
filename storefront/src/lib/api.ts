/**
 * Asking the order server's JSON API. `call` runs one request of the typed client (openapi-fetch
 * over the types generated from the server's OpenAPI document, `api-client.ts`) and answers an
 * `ApiResult`: the data, or the server's own error code and message, never thrown, so every
 * screen can show the server's own words. The client is loaded with the first request (or when a
 * debounced one is scheduled), so pages that ask nothing (a menu with an empty cart) do not load it.
 *
 *   const res = await call((c) => c.POST('/api/shops/{shopId}/quote', { params: shopPath(shopId), body: cart, signal }));
 *   if (res.ok) use(res.data); else show(res.error.message);
 */
import type { Client } from 'openapi-fetch';
import type { components, paths } from './api-types.js';

export type ApiClient = Client<paths>;
/** A schema of the API document by name: `Schema<'Quote'>`, `Schema<'DeliveryQuote'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly [key: string]: unknown;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiErrorBody; readonly body?: unknown };

/** What customers read when the restaurant's server cannot be reached. */
export const NETWORK_ERROR: ApiErrorBody = { code: 'NETWORK_ERROR', message: 'Could not reach the restaurant. Check your connection and try again.' };

/** An answer of the typed client. */
export interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

let shared: Promise<ApiClient> | undefined;

/** The page's client, loaded once. */
export function apiClient(): Promise<ApiClient> {
  shared ??= import('./api-client.js').then((m) => m.createApiClient());
  // A failed load (the network is down) is tried again by the next request.
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

/** Starts loading the client (a request is about to be made). */
export function warmApiClient(): void {
  void apiClient().catch(() => undefined);
}

function isErrorBody(body: unknown): body is { error: ApiErrorBody } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * One answer as an `ApiResult`: its data when it succeeded, else the server's error (with the
 * whole body, for the fields some errors carry beside it: the fresh quote of PRICE_CHANGED, the
 * blockers of a refused order); a network failure is status 0, NETWORK_ERROR; an answer that is
 * not the error shape (a proxy's page) is HTTP_{status}. Only an aborted request's AbortError is thrown.
 */
export async function settle<T>(pending: Promise<Answer<T>>): Promise<ApiResult<T>> {
  let answer: Answer<T>;
  try {
    answer = await pending;
  } catch (err) {
    if ((err as Error | undefined)?.name === 'AbortError') throw err;
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const { response } = answer;
  if (response.ok) return { ok: true, status: response.status, data: answer.data as T };
  const body = answer.error;
  const error = isErrorBody(body) ? body.error : { code: `HTTP_${response.status}`, message: `The server answered ${response.status}. Try again in a moment.` };
  return { ok: false, status: response.status, error, body };
}

/** One request of the typed client (the page's, or `client`), as an `ApiResult`. */
export async function call<T>(send: (client: ApiClient) => Promise<Answer<T>>, client?: ApiClient): Promise<ApiResult<T>> {
  let c: ApiClient;
  try {
    c = client ?? (await apiClient());
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  return settle(send(c));
}

/** `{ path: { shopId } }`: the parameter every shop route has. */
export function shopPath(shopId: string): { path: { shopId: string } } {
  return { path: { shopId } };
}

/** `/api/shops/{shopId}{rest}` with the id escaped, for what is not a JSON call (an event stream, the PDF receipt link). */
export function shopApi(shopId: string, rest = ''): string {
  return `/api/shops/${encodeURIComponent(shopId)}${rest}`;
}

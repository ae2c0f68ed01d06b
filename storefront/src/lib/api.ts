/**
 * The order server's JSON API. Errors come back as `ApiFailure` values with the server's code
 * and message, never thrown, so every screen can show the server's own words.
 */

export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly [key: string]: unknown;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiErrorBody; readonly body?: unknown };

export interface RequestOptions {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

/** One request; a network failure is status 0 with code NETWORK_ERROR. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { Accept: 'application/json', ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: 'Could not reach the restaurant. Check your connection and try again.' } };
  }
  let body: unknown;
  try {
    body = res.status === 204 ? undefined : await res.json();
  } catch {
    body = undefined;
  }
  if (res.ok) return { ok: true, status: res.status, data: body as T };
  const error = (body as { error?: ApiErrorBody } | undefined)?.error ?? { code: `HTTP_${res.status}`, message: `The server answered ${res.status}. Try again in a moment.` };
  return { ok: false, status: res.status, error, body };
}

/** `/api/shops/{shopId}{rest}` with the id escaped. */
export function shopApi(shopId: string, rest = ''): string {
  return `/api/shops/${encodeURIComponent(shopId)}${rest}`;
}

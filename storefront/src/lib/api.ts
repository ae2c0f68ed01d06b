/**
 * The shapes of the order server's answers as the storefront handles them, and the API address
 * of a shop for what is not a JSON call (an event stream, the PDF receipt link). The JSON calls
 * go through the typed client (`api-client.ts`) and the request hook (`use-api-request.ts`).
 * Errors come back as `ApiResult` values with the server's code and message, never thrown, so
 * every screen can show the server's own words.
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

/** `/api/shops/{shopId}{rest}` with the id escaped. */
export function shopApi(shopId: string, rest = ''): string {
  return `/api/shops/${encodeURIComponent(shopId)}${rest}`;
}

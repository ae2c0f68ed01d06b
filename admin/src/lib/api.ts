/**
 * The console's one way to call the staff API: same-origin fetch with the session cookie, JSON in
 * and out, errors as values in the API's shape. A 401 tells the session so the sign-in page shows.
 */
export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
}
export type ApiResult<T> = { readonly ok: true; readonly status: number; readonly data: T } | { readonly ok: false; readonly status: number; readonly error: ApiErrorBody; /** The whole answer: some refusals carry more beside the error (findings). */ readonly body?: unknown };

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();

/** Called whenever the server answers 401 NOT_SIGNED_IN (an expired or removed session). */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const OFFLINE: ApiErrorBody = { code: 'NETWORK', message: 'The server could not be reached. Check the connection and try again.' };

/** Calls `/api/staff...` (or any same-origin path) and returns the data or the API's error. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (res.ok) return { ok: true, status: res.status, data: parsed as T };
  const error = (parsed as { error?: ApiErrorBody } | undefined)?.error ?? { code: `HTTP_${res.status}`, message: `The server answered ${res.status}. Try again in a moment.` };
  if (res.status === 401 && error.code === 'NOT_SIGNED_IN') for (const l of signedOutListeners) l();
  return { ok: false, status: res.status, error, body: parsed };
}

/** `/api/staff/shops/{shopId}{rest}` */
export function shopPath(shopId: string, rest = ''): string {
  return `/api/staff/shops/${encodeURIComponent(shopId)}${rest}`;
}

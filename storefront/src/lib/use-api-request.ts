/**
 * The one request hook of the storefront: runs a request of the typed API client (`call(...)`),
 * keeps its answer and says whether one is under way. Two ways to ask:
 *
 * - `key` (not null): the request runs whenever the key changes (or `refresh` does), `debounceMs`
 *   after the last change; a newer key aborts the request under way and only the newest answer is
 *   kept. Null asks nothing (and aborts what was under way). The quote of the cart on screen, the
 *   cashback of the phone typed, suggestions for the address typed.
 * - `run(...args)`: runs it now with these arguments (a button, a form), aborting one under way;
 *   resolves to its result, or null when a newer request (or leaving the page) overtook it.
 *
 * An answer sets `data` (a success) or `error` (the server's own code and message, or
 * NETWORK_ERROR); an error keeps the last data, so the screen can show it as no longer current.
 * `key` is the key the last answer was for. The options may be worked out from the last data
 * (checkout quotes a cart that depends on the last quote).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { warmApiClient, type ApiErrorBody, type ApiResult } from './api.js';

export interface AutoRequestOptions {
  /** What the request is for: a change asks again. Null: nothing to ask now. */
  readonly key: string | null;
  /** Wait this long after the last change of `key` (default 0). */
  readonly debounceMs?: number;
  /** A change asks again for the same key (the shop's live operations changed). */
  readonly refresh?: unknown;
}

export interface ApiRequest<T, A extends unknown[]> {
  /** The last successful answer's data (kept when a later request fails). */
  readonly data: T | undefined;
  /** The last answer's error; undefined once a request succeeds. */
  readonly error: ApiErrorBody | undefined;
  /** A request is under way. */
  readonly loading: boolean;
  /** The key the last answer (or `set`) was for. */
  readonly key: string | null;
  /** Runs the request now; null when it was overtaken (aborted). */
  run(...args: A): Promise<ApiResult<T> | null>;
  /** Puts data obtained otherwise in place of the last answer, for the current key. */
  set(data: T): void;
  /** Aborts what is under way and forgets the last answer. */
  reset(): void;
}

interface State<T> {
  readonly data: T | undefined;
  readonly error: ApiErrorBody | undefined;
  readonly loading: boolean;
  readonly key: string | null;
}

const IDLE: State<never> = { data: undefined, error: undefined, loading: false, key: null };

export function useApiRequest<T>(
  request: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: AutoRequestOptions | ((last: T | undefined) => AutoRequestOptions),
): ApiRequest<T, []>;
export function useApiRequest<T, A extends unknown[]>(request: (signal: AbortSignal, ...args: A) => Promise<ApiResult<T>>): ApiRequest<T, A>;
export function useApiRequest<T, A extends unknown[]>(
  request: (signal: AbortSignal, ...args: A) => Promise<ApiResult<T>>,
  options?: AutoRequestOptions | ((last: T | undefined) => AutoRequestOptions),
): ApiRequest<T, A> {
  const [state, setState] = useState<State<T>>(IDLE);
  const auto = typeof options === 'function' ? options(state.data) : options;
  const key = auto?.key ?? null;
  const debounceMs = auto?.debounceMs ?? 0;
  const refresh = auto?.refresh;
  // The newest request function and key (a request fired later uses the values of its time).
  const latest = useRef({ request, key });
  latest.current = { request, key };
  const current = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const start = useCallback(async (forKey: string | null, args: A): Promise<ApiResult<T> | null> => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    let res: ApiResult<T> | null;
    try {
      res = await latest.current.request(ctrl.signal, ...args);
    } catch (err) {
      if (!ctrl.signal.aborted && (err as Error | undefined)?.name !== 'AbortError') throw err;
      res = null;
    }
    if (res === null || ctrl.signal.aborted) {
      // Overtaken: a newer request owns the state; with none under way, nothing is loading.
      if (current.current === null) setState((s) => (s.loading ? { ...s, loading: false } : s));
      return null;
    }
    current.current = null;
    const answer = res;
    setState((s) => (answer.ok ? { data: answer.data, error: undefined, loading: false, key: forKey } : { data: s.data, error: answer.error, loading: false, key: forKey }));
    return res;
  }, []);

  useEffect(() => {
    if (key === null) return undefined;
    // The client loads while the debounce runs.
    warmApiClient();
    const timer = setTimeout(() => void start(key, [] as unknown as A), debounceMs);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key, debounceMs, refresh, start, stop]);

  // Leaving the page abandons what is under way.
  useEffect(() => stop, [stop]);

  const run = useCallback((...args: A) => start(latest.current.key, args), [start]);
  const set = useCallback((data: T) => setState((s) => ({ data, error: undefined, loading: s.loading, key: latest.current.key })), []);
  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);
  return { ...state, run, set, reset };
}

/**
 * 405 for a known address asked with a method it does not take. Fastify's router answers only
 * "no route for this method and path", so every route is also registered (as it is added) in a
 * second find-my-way router, the library Fastify routes with, configured the same way; when a
 * request finds no route, the not-found handler asks that router which other methods the path
 * takes. Catch-all routes (the storefront's `GET /*`) are left out, so an unknown address stays
 * a 404 whatever the method.
 */
import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const noop = () => undefined;

export interface MethodTable {
  /** The methods `url` (path and query) is routed for, sorted; empty when it is routed for none. */
  allowed(url: string): string[];
}

/** Starts recording `app`'s routes; call before any route is added. */
export function recordMethods(app: FastifyInstance): MethodTable {
  const router = FindMyWay();
  const methods = new Set<string>();
  const seen = new Set<string>();
  app.addHook('onRoute', (r) => {
    if (r.url.includes('*')) return;
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) {
      const key = `${m} ${r.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      methods.add(m);
      router.on(m as FindMyWay.HTTPMethod, r.url, noop);
    }
  });
  return {
    allowed(url) {
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      return [...methods].filter((m) => router.find(m as FindMyWay.HTTPMethod, path) !== null).sort();
    },
  };
}

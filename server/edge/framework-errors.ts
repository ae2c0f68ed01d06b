/**
 * Errors raised by Fastify and Node before a route runs (a bad %-escape, an over-long path
 * segment or URL, a malformed request line, headers over the size limit) answered in the API's
 * shape `{ error: { code, message } }`, with the security headers, and without echoing the URL.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Longest path segment (a shop or order id) the router accepts. */
export const MAX_PARAM_LENGTH = 100;
/** Longest URL (path and query) accepted; longer is 414. Node refuses headers over 16 KB itself (431). */
export const MAX_URL_LENGTH = 8 * 1024;

const MESSAGES = {
  BAD_URL: 'The address contains an invalid %-escape. Encode reserved characters as %XX with two hex digits.',
  URI_TOO_LONG: `A part of the address is too long (at most ${MAX_PARAM_LENGTH} characters between slashes, ${MAX_URL_LENGTH} in all). Check the shop or order id in the address.`,
  HEADERS_TOO_LARGE: 'The request headers (with the address) are larger than 16 KB. Send a shorter address or fewer cookies.',
  BAD_REQUEST: 'The request is not valid HTTP/1.1. Check the request line and headers.',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Send it again.',
  INTERNAL: 'Something went wrong on our side. Try again in a minute.',
} as const;

/**
 * The router gives up on a parameter longer than `maxParamLength` and falls through to the
 * storefront's catch-all, so the API's paths are measured here, segment by segment.
 */
function apiSegmentTooLong(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  return path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
}

type Code = keyof typeof MESSAGES;

function body(code: Code): string {
  return JSON.stringify({ error: { code, message: MESSAGES[code] } });
}

/**
 * Fastify options (`frameworkErrors`, `clientErrorHandler`, `maxParamLength`) plus `install`,
 * which adds the URL length check and must be given the security headers once they are known.
 */
export function frameworkErrorHandling(): {
  options: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'onProtoPoisoning' | 'onConstructorPoisoning'> & { routerOptions: { maxParamLength: number } };
  install(app: FastifyInstance, headers: Record<string, string>): void;
} {
  let security: Record<string, string> = {};
  const send = (reply: FastifyReply, status: number, code: Code) =>
    reply.status(status).headers(security).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body(code));
  return {
    options: {
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      // A "__proto__" key (or "constructor" holding "prototype") is still refused, but by the input
      // guard (input-guard.ts), which runs before any route and names the key's path; the parser
      // would only say the JSON is not valid. JSON.parse makes such a key a plain own property.
      onProtoPoisoning: 'ignore',
      onConstructorPoisoning: 'ignore',
      frameworkErrors(err: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply) {
        if (err.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'BAD_URL');
        if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, 'URI_TOO_LONG');
        return send(reply, 500, 'INTERNAL');
      },
      clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
        if (err.code === 'ECONNRESET' || socket.destroyed) return;
        const [status, reason, code]: [number, string, Code] =
          err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'REQUEST_TIMEOUT']
            : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE']
              : [400, 'Bad Request', 'BAD_REQUEST'];
        const text = body(code);
        if (socket.writable) {
          const head = Object.entries({ ...security, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), connection: 'close' })
            .map(([k, v]) => `${k}: ${v}\r\n`).join('');
          socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${text}`);
        }
        socket.destroy(err);
      },
    },
    install(app, headers) {
      security = headers;
      app.addHook('onRequest', (req, reply, done) => {
        const url = req.raw.url ?? '';
        if (url.length > MAX_URL_LENGTH || apiSegmentTooLong(url)) {
          void send(reply, 414, 'URI_TOO_LONG');
          return;
        }
        done();
      });
    },
  };
}

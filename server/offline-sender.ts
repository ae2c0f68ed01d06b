/**
 * The offline message providers' shared behaviour: each message is written to the log as one
 * line and the last 100 are kept in `outbox` (tests read them). Refused in production by the
 * providers' callers.
 */

/** A provider that pretends to send messages of type M, logging each as `line(message)`. */
export interface OfflineSender<M> {
  readonly name: 'offline-log';
  readonly offline: true;
  readonly outbox: M[];
  send(message: M): Promise<void>;
}

/** Builds an offline sender that logs `line(message)` and keeps the last 100 messages. */
export function createOfflineSender<M>(line: (message: M) => string, log: (line: string) => void): OfflineSender<M> {
  const outbox: M[] = [];
  return {
    name: 'offline-log',
    offline: true,
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      log(line(message));
    },
  };
}

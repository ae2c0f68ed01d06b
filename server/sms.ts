/**
 * Text messages (one-time codes) through one interface. Twilio's Messages API is used when
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; otherwise an offline provider
 * that writes each message to the server's log (and keeps the last ones in memory for tests),
 * refused in production. Twilio cannot be reached from the test machines, so only the offline
 * provider is exercised by the automated tests.
 */
import { createOfflineSender } from './offline-sender.js';

export interface SmsMessage {
  readonly to: string;
  readonly body: string;
}

export interface SmsProvider {
  readonly name: string;
  /** True when it only pretends to send (refused in production). */
  readonly offline: boolean;
  /** Sends a text; throws when the provider did not accept it. */
  send(message: SmsMessage): Promise<void>;
}

/** The offline provider: logs each text and keeps the last 100 in `outbox`. */
export function createOfflineSmsProvider(log: (line: string) => void = (line) => console.log(line)): SmsProvider & { readonly outbox: SmsMessage[] } {
  return createOfflineSender((m: SmsMessage) => `[sms to ${m.to}] ${m.body}`, log);
}

/** Twilio's Messages API (https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json). */
export function createTwilioSmsProvider(accountSid: string, authToken: string, from: string): SmsProvider {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    offline: false,
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: from, Body: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
    },
  };
}

/** Picks the provider from the environment; production without Twilio keys refuses to start. */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv): SmsProvider {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env;
  if (sid && token && from) return createTwilioSmsProvider(sid, token, from);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'NODE_ENV=production needs real text messages to verify phones: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM. ' +
        'The offline provider only writes codes to the log and is refused in production.',
    );
  }
  return createOfflineSmsProvider();
}

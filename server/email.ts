/**
 * E-mail through one interface: SMTP (nodemailer) when SMTP_URL is set (SMTP_FROM the sender);
 * otherwise an offline provider that writes one line per message to the log, refused in
 * production like the offline payment provider.
 */
import nodemailer from 'nodemailer';
import { createOfflineSender } from './offline-sender.js';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface EmailProvider {
  readonly name: string;
  /** True when it only pretends to send (refused in production). */
  readonly offline: boolean;
  /** Sends a message; throws when the server did not accept it. */
  send(message: EmailMessage): Promise<void>;
}

/** The offline provider: logs `[email to {to}] {subject}` and keeps the last 100 in `outbox`. */
export function createOfflineEmailProvider(log: (line: string) => void = (line) => console.log(line)): EmailProvider & { readonly outbox: EmailMessage[] } {
  return createOfflineSender((m: EmailMessage) => `[email to ${m.to}] ${m.subject}`, log);
}

/** SMTP through nodemailer (`smtp://user:pass@host:587` or `smtps://...`). */
export function createSmtpEmailProvider(url: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    offline: false,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** Picks the provider from the environment; production without SMTP_URL refuses to start. */
export function emailProviderFromEnv(env: NodeJS.ProcessEnv): EmailProvider {
  if (env.SMTP_URL) return createSmtpEmailProvider(env.SMTP_URL, env.SMTP_FROM ?? 'orders@localhost');
  if (env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production refuses the offline e-mail provider, which only writes messages to the log: set SMTP_URL (and SMTP_FROM).');
  }
  return createOfflineEmailProvider();
}

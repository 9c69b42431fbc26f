import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Sends e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message becomes an
 * `.eml` file in the outbox folder, so a fresh install keeps every message with nothing set up.
 */

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Lets the HTML part show the attachment inline as `cid:<cid>`. */
  cid?: string;
}

/** An address with a display name; nodemailer encodes the name (pass it through headerSafe first). */
export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string | MailAddress;
  replyTo?: string | MailAddress;
  /** The display name beside MAIL_FROM, e.g. the shop's brand. */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the server accepted the message (or the file is written); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  SMTP_TIMEOUT_MS: number;
  outboxDir: string;
}

export function createMailer(settings: MailerSettings): Mailer {
  return settings.SMTP_URL ? createSmtpMailer(settings, settings.SMTP_URL) : createOutboxMailer(settings);
}

function withSender(settings: MailerSettings, { fromName, ...mail }: OutgoingMail) {
  return { ...mail, from: fromName ? { name: fromName, address: settings.MAIL_FROM } : settings.MAIL_FROM };
}

function createSmtpMailer(settings: MailerSettings, url: string): Mailer {
  // nodemailer waits two minutes by default; the visitor is waiting on the first attempt.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: settings.SMTP_TIMEOUT_MS,
    greetingTimeout: settings.SMTP_TIMEOUT_MS,
    socketTimeout: settings.SMTP_TIMEOUT_MS * 3,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(withSender(settings, mail));
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(settings: MailerSettings): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(withSender(settings, mail));
      await fs.mkdir(settings.outboxDir, { recursive: true });
      // Sortable by time; written then renamed so a reader of the folder never sees half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const file = path.join(settings.outboxDir, name);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}

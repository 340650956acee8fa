import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { composeMime } from './compose-mime';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  from: MailAddress;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a message sent twice (retry after a crash) carries the same id. */
  messageId: string;
  date?: Date;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of marketing e-mail (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** Files rendered at send time (e.g. the invoice PDF of an invoice order); never stored in the outbox. */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'file' | 'smtp';
  /** Delivers one message; answers where it went (the file name for the file transport). */
  send(message: MailMessage): Promise<{ location: string }>;
  close(): void;
}

export interface MailTransportSettings {
  /** Folder the file transport writes `.eml` files into. */
  mailDir: string;
  /** smtp:// or smtps:// URL; when set, mail goes through that server instead of files. */
  smtpUrl?: string;
}

/** A file name that sorts by creation time and holds only [0-9A-Za-z.-]: 20260302T101500123Z-3f9a1c2b.eml */
export function emlFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

function fileTransport(mailDir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      // Composed here when composeMime writes it (every outbox e-mail without attachments), else by nodemailer.
      const bytes = composeMime(message, '\n') ?? ((await composer.sendMail(message)).message as Buffer);
      const name = emlFileName(message.date ?? new Date());
      // Written under a hidden name first, so the mail viewer never lists a half-written file; the folder is made
      // when it is missing.
      const partial = join(mailDir, `.${name}.partial`);
      await writeFile(partial, bytes).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(mailDir, { recursive: true });
        await writeFile(partial, bytes);
      });
      await rename(partial, join(mailDir, name));
      return { location: name };
    },
    close() {
      composer.close();
    },
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true });
  return {
    kind: 'smtp',
    async send(message) {
      const raw = composeMime(message, '\r\n');
      if (raw) {
        await transporter.sendMail({ envelope: { from: message.from.address, to: [message.to] }, raw });
        return { location: message.messageId };
      }
      const info = await transporter.sendMail(message);
      return { location: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
}

/** SMTP when a URL is configured, else `.eml` files in the mail folder (development, tests). */
export function createMailTransport(settings: MailTransportSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : fileTransport(settings.mailDir);
}

import { randomBytes } from 'node:crypto';
import type { MailMessage } from './transport';

/**
 * A message without attachments as MIME text (RFC 5322, 2045–2047): the headers, then multipart/alternative with the
 * text and the HTML part, each UTF-8 in base64. Composed in one pass over strings and buffers, where nodemailer
 * streams every message through several transforms; the transports send these bytes as they are. Null for a message
 * this composer does not write (attachments, an address or header it would have to quote): nodemailer composes those.
 */
export function composeMime(message: MailMessage, newline: '\n' | '\r\n'): Buffer | null {
  if (message.attachments?.length) return null;
  if (!PLAIN_ADDRESS.test(message.to) || !PLAIN_ADDRESS.test(message.from.address)) return null;
  if (!PLAIN_VALUE.test(message.messageId)) return null;
  const extra = Object.entries(message.headers ?? {});
  if (extra.some(([key, value]) => !HEADER_NAME.test(key) || RESERVED.has(key.toLowerCase()) || !PLAIN_VALUE.test(value))) return null;
  const boundary = nextBoundary();
  const lines = [
    fromHeader(message.from, newline),
    `To: ${message.to}`,
    `Subject: ${unstructured(message.subject, newline)}`,
    `Message-ID: ${message.messageId}`,
    `Date: ${rfc5322Date(message.date ?? new Date())}`,
    ...extra.map(([key, value]) => `${key}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;${newline} boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text, newline),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html, newline),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join(newline), 'utf8');
}

/** An address written as it is: no spaces, quotes, angle brackets, commas or non-ASCII characters. */
const PLAIN_ADDRESS = /^[!#-'*+\-/-9=?A-Z^-~.]+@[A-Za-z0-9.-]+$/;
/** A header value of printable ASCII on one line. */
const PLAIN_VALUE = /^[ -~]{1,900}$/;
const HEADER_NAME = /^[A-Za-z0-9-]{1,76}$/;
/** Headers this composer writes itself: an extra header of these names goes to nodemailer. */
const RESERVED = new Set(['from', 'to', 'subject', 'message-id', 'date', 'mime-version', 'content-type', 'content-transfer-encoding', 'cc', 'bcc']);
/** Words a display name may hold unquoted (RFC 5322 atext and spaces). */
const ATOMS = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/;

// base64 never holds '-' or '_', so a boundary that starts with them cannot occur inside a part.
const boundaryPrefix = `--_gs-${randomBytes(8).toString('hex')}`;
let boundaryCount = 0;
const nextBoundary = () => `${boundaryPrefix}-${(boundaryCount = (boundaryCount + 1) % 1e9)}`;

/** A display name: as it is when it is plain words, quoted when it is ASCII, else RFC 2047 encoded words. */
function phrase(name: string, newline: string): string {
  if (ATOMS.test(name)) return name;
  if (/^[ -~]*$/.test(name)) return `"${name.replace(/[\\"]/g, '\\$&')}"`;
  return encodedWords(name, newline);
}

/** From: the name and the address, the address on a folded line of its own when one line would pass 78 characters. */
function fromHeader(from: MailMessage['from'], newline: string): string {
  const line = `From: ${phrase(from.name, newline)} <${from.address}>`;
  return line.length - line.lastIndexOf(newline) <= 78 ? line : `From: ${phrase(from.name, newline)}${newline} <${from.address}>`;
}

/** An unstructured header (Subject): as it is when it is printable ASCII, else RFC 2047 encoded words. */
function unstructured(value: string, newline: string): string {
  return /^[ -~]{0,900}$/.test(value) ? value : encodedWords(value, newline);
}

/**
 * `=?UTF-8?B?…?=` words of at most 75 characters, one per folded line; a character is never split between words.
 */
function encodedWords(value: string, newline: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char, 'utf8');
    // 39 bytes are 52 base64 characters: with `=?UTF-8?B?`, `?=` and "Subject: " in front, 73.
    if (bytes + size > 39) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk || !words.length) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${newline} `);
}

/** UTF-8 text in base64, in lines of 76 characters. */
function base64Lines(text: string, newline: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines.join(newline);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** "Fri, 27 Nov 2026 16:56:54 +0000" (RFC 5322 date-time, in UTC). */
export function rfc5322Date(at: Date): string {
  return `${DAYS[at.getUTCDay()]}, ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())} +0000`;
}

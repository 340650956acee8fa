import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '@playwright/test';

/** A fresh e-mail address, so that each test reads its own mail. */
export const address = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The gateway's mail folder, shared with the gateway started by the Playwright config. */
const mailDir = () => join(process.env['E2E_DATA_DIR'] ?? '', 'mail');

async function readAll(): Promise<Mail[]> {
  const files = await readdir(mailDir()).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const parsed = await simpleParser(await readFile(join(mailDir(), file)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return { to: to?.value[0]?.address ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
  );
}

/** Waits for the outbox to deliver a message to the address (the gateway sends from its own poller), with the subject when given. */
export async function mailTo(address: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await readAll()).find((mail) => mail.to === address && (subject === undefined || mail.subject === subject))), {
      timeout: 30_000,
      message: `mail to ${address}`,
    })
    .toBeTruthy();
  return found as Mail;
}

/** Card numbers (19 digits, printed in groups of four) and PINs of a card delivery e-mail. */
export function cardsIn(mail: Mail) {
  const numbers = [...mail.text.matchAll(/\b(\d{4} \d{4} \d{4} \d{4} \d{3})\b/g)].map((m) => m[1].replace(/ /g, ''));
  const pins = [...mail.text.matchAll(/(?:PIN|Pincode):\s*(\d{6})\b/g)].map((m) => m[1]);
  return { numbers, pins };
}

/** The Luhn check every issued card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

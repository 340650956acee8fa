import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import type { GatewayModule, HttpRoute } from '@giftshop/gateway-core';
import { html } from './templates/html';

export const DEV_MAIL_PREFIX = '/dev/mail/';
const MESSAGE = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.(eml|html|txt)$/;
const LISTED = 200;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
  res.end(body);
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

async function listPage(mailDir: string): Promise<string> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => MESSAGE.test(n) && n.endsWith('.eml'));
  names.sort().reverse();
  const rows = [];
  for (const name of names.slice(0, LISTED)) {
    const mail = await simpleParser(await readFile(join(mailDir, name)), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
    const base = name.slice(0, -'.eml'.length);
    rows.push(html`<tr><td>${mail.date?.toISOString() ?? ''}</td><td>${addresses(mail.to)}</td><td>${mail.subject ?? ''}</td>
<td><a href="${base}.html">HTML</a> · <a href="${base}.txt">text</a> · <a href="${name}">raw</a></td></tr>`);
  }
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Mail (${names.length})</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}</style>
</head><body><main><h1>Mail sent by the gateway</h1>
<p>${names.length} messages in ${mailDir}, newest first${names.length > LISTED ? html`, the latest ${LISTED} shown` : ''}.</p>
<table><caption>Messages</caption><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">View</th></tr></thead>
<tbody>${rows}</tbody></table></main></body></html>
`.value;
}

/** Shows an HTML part on its own, sandboxed: no scripts, no requests except images. */
const MESSAGE_CSP = "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:";

async function serve(mailDir: string, req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?', 1)[0].slice(DEV_MAIL_PREFIX.length);
  if (path === '') return send(res, 200, 'text/html; charset=utf-8', await listPage(mailDir));
  const match = MESSAGE.exec(path);
  const raw = match ? await readFile(join(mailDir, `${match[1]}.eml`)).catch(() => null) : null;
  if (!match || !raw) return send(res, 404, 'text/plain; charset=utf-8', 'No such message.');
  if (match[2] === 'eml') return send(res, 200, 'text/plain; charset=utf-8', raw);
  const mail = await simpleParser(raw, { skipImageLinks: true });
  if (match[2] === 'txt') return send(res, 200, 'text/plain; charset=utf-8', mail.text ?? '');
  return send(res, 200, 'text/html; charset=utf-8', mail.html || html`<pre>${mail.text ?? ''}</pre>`.value, { 'content-security-policy': MESSAGE_CSP });
}

/** GET /dev/mail/: the messages of the mail folder, newest first, each viewable as HTML, text or raw .eml. */
export function devMailRoute(mailDir: string): HttpRoute {
  return { method: 'GET', prefix: DEV_MAIL_PREFIX, handle: (req, res) => serve(mailDir, req, res) };
}

/** The mail viewer as a gateway module without schema; the app adds it outside production only. */
export function devMailModule(mailDir: string): GatewayModule {
  return { name: 'dev-mail', typeDefs: '', resolvers: {}, routes: [devMailRoute(mailDir)] };
}

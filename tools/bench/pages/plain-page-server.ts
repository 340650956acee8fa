/** A bare node:http server answering every request with the same bytes and headers: the ceiling for a cached page. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env['BODY_FILE'] as string);
const headers = JSON.parse(readFileSync(process.env['HEADERS_FILE'] as string, 'utf8')) as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}).listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));

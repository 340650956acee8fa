/** A bare node:http server answering every request with the same bytes: the ceiling for hot reads. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env['BODY_FILE'] as string);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}).listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));

import type { Challenge } from 'altcha-lib';
import type { HttpRoute } from '@giftshop/gateway-core';

export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

/** `GET /captcha/challenge`: a fresh signed challenge for the ALTCHA widget's `challenge` attribute, never cached. */
export function challengeRoute(issue: () => Promise<Challenge>): HttpRoute {
  return {
    method: 'GET',
    prefix: CAPTCHA_CHALLENGE_PATH,
    async handle(req, res) {
      const path = (req.url ?? '/').split('?', 1)[0];
      const found = path === CAPTCHA_CHALLENGE_PATH;
      const body = JSON.stringify(found ? await issue() : { error: 'Not found' });
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      res.end(body);
    },
  };
}

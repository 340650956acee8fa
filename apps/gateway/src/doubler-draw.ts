/**
 * `npm run doubler:draw -- --month 2026-12 [--store 48]`: draws the doubler of a month by hand (see
 * doubler-draw-command.ts). Reads the gateway's own variables (DATABASE_URL, DATA_DIR, OPERATOR_SECRET, GATEWAY_PORT)
 * and GATEWAY_URL for a running gateway on another address; secrets not set come from the local secrets file of
 * `npm start` (local-secrets.ts).
 */
import { DatabaseLockedError } from '@giftshop/gateway-db';
import { ConfigError } from './config';
import { runDoublerDraw } from './doubler-draw-command';
import { withLocalSecrets } from './local-secrets';

runDoublerDraw(process.argv.slice(2), {
  env: withLocalSecrets(process.env),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
    process.stderr.write(`${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`);
    process.exit(1);
  },
);

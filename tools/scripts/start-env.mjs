/**
 * The gateway's environment under `npm start` and `npm run dev`. `npm start` runs the production build, so the gateway
 * runs with NODE_ENV=production too (no GraphiQL, no introspection, no mail viewer). Production refuses the
 * development secrets, so a fresh clone gets secrets of its own, made once and kept in the git-ignored
 * `<DATA_DIR>/local-secrets.json`; variables set in the environment win. Like the browser journeys' gateway it seeds
 * an empty database and pays through the sandbox (every page then shows the test-mode notice) unless told otherwise.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The secrets production checks (apps/gateway/src/secrets.ts). */
export const SECRET_NAMES = ['PAYMENT_WEBHOOK_SECRET', 'CAPTCHA_HMAC_KEY', 'RATE_LIMIT_KEY_SECRET', 'OPERATOR_SECRET', 'INVOICE_LINK_SECRET', 'PIN_PEPPER'];

/** This machine's secrets, made on first use; a file missing a name gets it added. */
export function localSecrets(dataDir) {
  const file = join(dataDir, 'local-secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = SECRET_NAMES.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (!missing.length) return stored;
  const secrets = { ...stored, ...Object.fromEntries(missing.map((name) => [name, randomBytes(32).toString('hex')])) };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * `env` for the gateway: production with local secrets for `npm start`; `npm run dev` stays in development but
 * signs with the same local secrets, so the commands that sign for a running gateway (`payments:mark-paid`,
 * `doubler:draw`, which read the file too) agree with it whichever way it was started.
 */
export function gatewayStartEnv(env, { dev }) {
  const set = (name) => env[name] !== undefined && env[name] !== '';
  const secrets = SECRET_NAMES.every(set) ? {} : localSecrets(env.DATA_DIR || 'var');
  const fromFile = Object.fromEntries(SECRET_NAMES.filter((name) => !set(name)).map((name) => [name, secrets[name]]));
  if (dev) return { ...env, ...fromFile };
  return {
    ...env,
    ...fromFile,
    NODE_ENV: 'production',
    SEED: set('SEED') ? env.SEED : 'true',
    PAYMENT_PROVIDER: set('PAYMENT_PROVIDER') ? env.PAYMENT_PROVIDER : 'sandbox',
  };
}

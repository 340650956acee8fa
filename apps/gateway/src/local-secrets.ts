import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secrets `npm start` and `npm run dev` gave the gateway (tools/scripts/start-env.mjs), for the commands that sign
 * for it: a variable set in `env` wins; without the file (a gateway configured by its own environment) nothing is
 * added.
 */
export function withLocalSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = join(env['DATA_DIR'] || 'var', 'local-secrets.json');
  if (!existsSync(file)) return env;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const added = Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !env[entry[0]]);
  return { ...env, ...Object.fromEntries(added) };
}

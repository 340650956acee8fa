import type { Payload } from 'altcha-lib';

/** Longer tokens are refused unread; a real one is about 600 characters. */
const MAX_TOKEN_LENGTH = 4096;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's submission (base64 JSON of the signed challenge and its solution), or null when it is not one. */
export function parsePayload(token: string | null | undefined): Payload | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value['challenge']) || !isObject(value['solution'])) return null;
  const { challenge, solution } = value;
  if (!isObject(challenge['parameters']) || typeof challenge['signature'] !== 'string') return null;
  if (typeof solution['counter'] !== 'number' || typeof solution['derivedKey'] !== 'string') return null;
  return value as unknown as Payload;
}

import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes): a PIN has only a million values, so the hash
 * slows down an offline search of a stolen database; online guessing is stopped by rate limits on the balance check.
 */
const PIN_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Six digits from the CSPRNG, leading zeros included. */
export const generatePin = () => String(randomInt(1_000_000)).padStart(6, '0');

/** A PHC string ($argon2id$v=19$…) with its own random salt. */
export const hashPin = (pin: string) => argon2.hash(pin, PIN_HASH_OPTIONS);

export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  if (!/^\d{6}$/.test(pin)) return false;
  try {
    return await argon2.verify(pinHash, pin);
  } catch {
    return false;
  }
}

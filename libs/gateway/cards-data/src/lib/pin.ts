import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes): a PIN has only a million values, so the hash
 * slows down an offline search of a stolen database; online guessing is stopped by rate limits on the balance check.
 */
const PIN_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PIN_FORMAT = /^\d{6}$/;

/** Six digits from the CSPRNG, leading zeros included. */
export const generatePin = () => String(randomInt(1_000_000)).padStart(6, '0');

/** A PHC string ($argon2id$v=19$…) with its own random salt. */
export const hashPin = (pin: string) => argon2.hash(pin, PIN_HASH_OPTIONS);

/** Compares a secret with a PHC hash: argon2's own verify in the gateway; tests may wrap it to count the calls. */
export type SecretVerifier = (hash: string, secret: string) => Promise<boolean>;
export const argon2Verify: SecretVerifier = (hash, secret) => argon2.verify(hash, secret);

export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  if (!PIN_FORMAT.test(pin)) return false;
  try {
    return await argon2.verify(pinHash, pin);
  } catch {
    return false;
  }
}

/** Compares the PIN typed for a number with its card's hash, or with no card (null). */
export interface PinCheck {
  verify(pinHash: string | null, pin: string): Promise<boolean>;
}

/**
 * Every comparison does the same argon2 work: a number without a card, or a malformed PIN, is compared against a
 * dummy hash of a random PIN made once at start with the same cost, so an unknown number answers as slowly as a
 * known number with a wrong PIN (no timing oracle for valid numbers).
 */
export async function createPinCheck(verify: SecretVerifier = argon2Verify): Promise<PinCheck> {
  const dummyHash = await hashPin(generatePin());
  return {
    async verify(pinHash, pin) {
      const wellFormed = PIN_FORMAT.test(pin);
      const matched = await verify(pinHash ?? dummyHash, wellFormed ? pin : '000000').catch(() => false);
      return pinHash !== null && wellFormed && matched;
    },
  };
}

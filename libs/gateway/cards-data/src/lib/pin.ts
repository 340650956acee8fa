import argon2 from 'argon2';
import { generatePin, PIN_FORMAT, pinDigest, type PinHasher, type StoredPin } from './pin-hash';

/** Compares a secret with a PHC hash: argon2's own verify in the gateway; tests may wrap it to count the calls. */
export type SecretVerifier = (hash: string, secret: string | Buffer) => Promise<boolean>;
export const argon2Verify: SecretVerifier = (hash, secret) => argon2.verify(hash, secret);

/** A right PIN may come with the hash to store in place of the card's (legacy or under a previous pepper). */
export type PinMatch = { matched: false } | { matched: true; rehashed: string | null };

/** Compares the PIN typed for a number with its card's stored hash, or with no card (null). */
export interface PinCheck {
  verify(number: string, pinHash: string | null, pin: string): Promise<PinMatch>;
}

/** A number no card has: the dummy hash's, so nothing typed can match it. */
const DUMMY_NUMBER = '0'.repeat(19);

/**
 * Every comparison does the same work: a number without a card, a hash whose pepper is gone, or a malformed PIN is
 * compared against a dummy hash of a random PIN made once at start under the current pepper, so an unknown number
 * answers as slowly as a known number with a wrong PIN (no timing oracle for valid numbers). A legacy hash costs its
 * own, higher parameters until the right PIN replaces it.
 */
export async function createPinCheck(hasher: PinHasher, verify: SecretVerifier = argon2Verify): Promise<PinCheck> {
  const dummy = hasher.read(await hasher.hash(DUMMY_NUMBER, generatePin())) as StoredPin;
  return {
    async verify(number, pinHash, pin) {
      const wellFormed = PIN_FORMAT.test(pin);
      const typed = wellFormed ? pin : '000000';
      const stored = pinHash === null ? null : hasher.read(pinHash);
      const target = stored ?? dummy;
      const secret = target.kind === 'legacy' ? typed : pinDigest(target.key, number, typed);
      const matched = await verify(target.phc, secret).catch(() => false);
      if (!stored || !wellFormed || !matched) return { matched: false };
      const current = stored.kind === 'keyed' && stored.key.id === hasher.current.id;
      return { matched: true, rehashed: current ? null : await hasher.hash(number, pin) };
    },
  };
}

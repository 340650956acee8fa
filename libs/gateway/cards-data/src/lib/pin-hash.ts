import { createHmac, randomInt } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at 4 MiB and one pass over a peppered digest of the card number and PIN (docs/adr/0006-pin-protection.md):
 * without the pepper a stolen hash cannot be tested against any PIN; with it, each guess still costs this work.
 */
export const PIN_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 } as const;

/** PIN_PEPPER outside production when none is set; it is in this repository, so production refuses it. */
export const DEV_PIN_PEPPER = 'pin-pepper-for-development-only';

export const PIN_FORMAT = /^\d{6}$/;
const KEYED = /^\$gs-pin\$v=1,k=([0-9a-f]{8})(\$argon2id\$.+)$/;
const LEGACY = /^\$argon2id\$/;

/** PIN_PEPPER, and the peppers it replaced (PIN_PEPPER_PREVIOUS) whose hashes still verify until they are upgraded. */
export interface PinPeppers {
  current: string;
  previous?: readonly string[];
}

export interface PinKey {
  /** Names the pepper in a stored hash without revealing it. */
  id: string;
  pepper: string;
}

/**
 * What a stored PIN hash is: argon2id over the peppered digest under a configured key, or a plain argon2id PHC string
 * of the PIN from before peppers (19 MiB, 2 passes), which verifies and is replaced on the next right PIN.
 */
export type StoredPin = { kind: 'keyed'; key: PinKey; phc: string } | { kind: 'legacy'; phc: string };

export interface PinHasher {
  /** The key new hashes are made with. */
  readonly current: PinKey;
  /** `$gs-pin$v=1,k=<key id>$argon2id$…`, with its own random salt, valid for this card number only. */
  hash(number: string, pin: string): Promise<string>;
  /** A stored hash and its key; null when it is none of ours or its pepper is no longer configured. */
  read(stored: string): StoredPin | null;
}

/** Six digits from the CSPRNG, leading zeros included. */
export const generatePin = () => String(randomInt(1_000_000)).padStart(6, '0');

export const pinKey = (pepper: string): PinKey => ({
  id: createHmac('sha256', pepper).update('giftshop pin key id').digest('hex').slice(0, 8),
  pepper,
});

/** HMAC-SHA256 of the number and PIN under the pepper: what argon2 hashes, so a hash is bound to its card. */
export const pinDigest = (key: PinKey, number: string, pin: string): Buffer =>
  createHmac('sha256', key.pepper).update(`giftshop pin v1\0${number}\0${pin}`).digest();

export function createPinHasher(peppers: PinPeppers): PinHasher {
  const current = pinKey(peppers.current);
  const keys = new Map([...(peppers.previous ?? []).map(pinKey), current].map((key) => [key.id, key]));
  return {
    current,
    async hash(number, pin) {
      if (!PIN_FORMAT.test(pin)) throw new Error('A PIN is six digits');
      return `$gs-pin$v=1,k=${current.id}${await argon2.hash(pinDigest(current, number, pin), PIN_HASH_OPTIONS)}`;
    },
    read(stored) {
      const keyed = KEYED.exec(stored);
      const key = keyed && keys.get(keyed[1]);
      if (keyed) return key ? { kind: 'keyed', key, phc: keyed[2] } : null;
      return LEGACY.test(stored) ? { kind: 'legacy', phc: stored } : null;
    },
  };
}

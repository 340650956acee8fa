import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { pinKey, type PinPeppers } from './pin-hash';

/**
 * Seals a card's secrets (PIN, e-mail link token) while they wait in the outbox for their e-mail to be sent:
 * AES-256-GCM under a key derived from PIN_PEPPER, which never is in the database, bound to `context` (the card)
 * as associated data. `gs-seal.v1.<key id>.<iv>.<ciphertext>.<tag>`, base64url; peppers of PIN_PEPPER_PREVIOUS
 * still open what they sealed.
 */
export interface CardSecrets {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed for `context` or its pepper is no longer configured. */
  open(sealed: string, context: string): string;
}

const keyOf = (pepper: string) => createHmac('sha256', pepper).update('giftshop outbox seal v1').digest();

export function createCardSecrets(peppers: PinPeppers): CardSecrets {
  const current = pinKey(peppers.current);
  const keys = new Map(
    [...(peppers.previous ?? []), peppers.current].map((pepper) => [pinKey(pepper).id, keyOf(pepper)]),
  );
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.get(current.id) as Buffer, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['gs-seal', 'v1', current.id, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [tag, version, id, iv, body, auth] = sealed.split('.');
      const key = keys.get(id ?? '');
      if (tag !== 'gs-seal' || version !== 'v1' || !key || !iv || !body || !auth)
        throw new Error('Not a sealed value this gateway can open');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(auth, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

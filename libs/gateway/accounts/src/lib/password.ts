import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { DomainError, type ErrorCodeName } from '@giftshop/gateway-core';
import { passwordProblem, type PasswordProblem } from '@giftshop/util-validation';
import commonPasswordList from './common-passwords.json';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The binding hashes in libuv's thread
 * pool (a N-API AsyncWorker), so a login never blocks the event loop.
 */
const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The most common passwords, lower-cased: of the first 10,000 of @zxcvbn-ts/language-common 4.1.3's frequency list
 * (src/passwords.json; MIT, (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts), those of at least 8
 * characters and the words of 4 to 7 letters that a password with digits or symbols after them stems from.
 * Only the gateway holds the list (docs/security.md).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswordList);

export const hashPassword = (password: string) => argon2.hash(password, PASSWORD_HASH_OPTIONS);

/** A hash no password matches, for accounts whose password was removed. */
export const UNUSABLE_PASSWORD_HASH = '!';

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (!hash.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Compares a secret with a PHC hash: argon2's own verify in the gateway; tests may wrap it to count the calls. */
export type SecretVerifier = (hash: string, secret: string) => Promise<boolean>;

/** Compares a login's password with the account's hash, or with no account (null). */
export interface PasswordCheck {
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/**
 * Every login does the same argon2 work: an unknown address, or an account without a usable password, is compared
 * against a dummy hash of a random password made once at start with the same parameters, so a known address
 * answers as slowly as an unknown one (no timing oracle for accounts).
 */
export async function createPasswordCheck(verify: SecretVerifier = (hash, secret) => argon2.verify(hash, secret)): Promise<PasswordCheck> {
  const dummyHash = await hashPassword(randomBytes(16).toString('base64url'));
  return {
    async verify(passwordHash, password) {
      const usable = passwordHash !== null && passwordHash.startsWith('$argon2');
      const matched = await verify(usable ? passwordHash : dummyHash, password).catch(() => false);
      return usable && matched;
    },
  };
}

const problemCodes: Record<PasswordProblem, ErrorCodeName> = {
  characters: 'PASSWORD_CHARACTERS',
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  repetitive: 'PASSWORD_REPETITIVE',
  common: 'PASSWORD_TOO_COMMON',
};

/**
 * The refusals of a new password and its confirmation (spec §5, §8, ASVS 5.0 6.2.4), each naming the field at
 * fault: util-validation's rules with the common-password list and the store's name.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  fields: { password: string; confirmation: string },
  shopWords: readonly string[] = [],
): DomainError[] {
  const errors: DomainError[] = [];
  const problem = passwordProblem(password, { commonPasswords: COMMON_PASSWORDS, shopWords });
  if (problem) errors.push(new DomainError(problemCodes[problem], {}, fields.password));
  if (password !== confirmation) errors.push(new DomainError('PASSWORD_MISMATCH', {}, fields.confirmation));
  return errors;
}

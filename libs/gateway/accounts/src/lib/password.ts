import argon2 from 'argon2';
import { DomainError } from '@giftshop/gateway-core';
import { passwordProblem } from '@giftshop/util-validation';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The binding hashes in libuv's thread
 * pool (a N-API AsyncWorker), so a login never blocks the event loop.
 */
const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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

/** The refusals of a new password and its confirmation (spec §5, §8), each naming the field at fault. */
export function newPasswordErrors(password: string, confirmation: string, fields: { password: string; confirmation: string }): DomainError[] {
  const errors: DomainError[] = [];
  const problem = passwordProblem(password);
  if (problem === 'characters') errors.push(new DomainError('PASSWORD_CHARACTERS', {}, fields.password));
  else if (problem === 'tooShort') errors.push(new DomainError('PASSWORD_TOO_SHORT', {}, fields.password));
  else if (COMMON_PASSWORDS.has(password.toLowerCase())) errors.push(new DomainError('PASSWORD_TOO_COMMON', {}, fields.password));
  if (password !== confirmation) errors.push(new DomainError('PASSWORD_MISMATCH', {}, fields.confirmation));
  return errors;
}

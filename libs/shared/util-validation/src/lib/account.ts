import { string } from 'yup';

/** Spec §5 and §9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Latin letters, digits and symbols: printable ASCII without the space. */
export const PASSWORD_CHARACTERS = /^[\x21-\x7E]*$/;

export type PasswordProblem = 'tooShort' | 'characters';

/** What is wrong with a new password by the rules of spec §5, or null; the characters rule is reported first. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!PASSWORD_CHARACTERS.test(password)) return 'characters';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}

/** The e-mail rule of the account forms (identify, login, register, forgot password). */
export const isAccountEmail = (email: string) => string().trim().required().email().isValidSync(email);

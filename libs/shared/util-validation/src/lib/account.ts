import { isEmailAddress } from './email';

/** Spec §5 and §9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or manager, short enough that hashing it costs nothing extra (ASVS 6.2.9). */
export const PASSWORD_MAX_LENGTH = 128;
/** Latin letters, digits and symbols: printable ASCII without the space. */
export const PASSWORD_CHARACTERS = /^[\x21-\x7E]*$/;
/** Words of the shop itself, refused as a password with or without digits and symbols around them. */
export const SHOP_PASSWORD_WORDS: readonly string[] = ['giftcard', 'giftcards', 'giftshop', 'cadeaubon', 'cadeaubonnen', 'cadeaukaart'];

export type PasswordProblem = 'characters' | 'tooShort' | 'tooLong' | 'repetitive' | 'common';

export interface PasswordContext {
  /**
   * Lower-case common passwords (the gateway's list, loaded at start): the browser does without and leaves this check
   * to the gateway, so the list is not sent to every visitor.
   */
  commonPasswords?: ReadonlySet<string>;
  /** More words of the shop to refuse, e.g. the store's name. */
  shopWords?: readonly string[];
}

/**
 * What is wrong with a new password, or null (spec §5, ASVS 5.0 6.2.4): in this order the characters, the length,
 * a repetition or sequence, then a common or shop word. Either is also refused with digits and symbols after it
 * (Welcome1! is welcome), and a shop word with at most three other characters around it.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  if (!PASSWORD_CHARACTERS.test(password)) return 'characters';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  if (isRepetitive(lower) || isSequence(lower)) return 'repetitive';
  const stem = lower.replace(/[^a-z]+$/, '');
  if (isShopWord(lower, stem, [...SHOP_PASSWORD_WORDS, ...(context.shopWords ?? [])])) return 'common';
  const { commonPasswords } = context;
  if (commonPasswords && (commonPasswords.has(lower) || (stem.length >= 4 && commonPasswords.has(stem)))) return 'common';
  return null;
}

/**
 * Few distinct characters (aaaaaaaa, 11111111a, abcabcabc), or a pattern of up to four characters repeated with at
 * most two characters besides (abcdabcd!).
 */
function isRepetitive(password: string): boolean {
  if (new Set(password).size < 4) return true;
  for (let size = 1; size <= 4; size++) {
    const pattern = password.slice(0, size);
    let covered = 0;
    while (password.startsWith(pattern, covered)) covered += size;
    if (covered >= 2 * size && password.length - covered <= 2) return true;
  }
  return false;
}

/** A run of characters each one up or down from the last (12345678, abcdefgh, 87654321) with at most two besides. */
function isSequence(password: string): boolean {
  let longest = 1;
  let run = 1;
  let step = 0;
  for (let i = 1; i < password.length; i++) {
    const diff = password.charCodeAt(i) - password.charCodeAt(i - 1);
    if (Math.abs(diff) === 1 && (diff === step || run === 1)) run++;
    else run = Math.abs(diff) === 1 ? 2 : 1;
    step = diff;
    longest = Math.max(longest, run);
  }
  return password.length - longest <= 2;
}

/**
 * A shop word or the store's name (both read as letters and digits only), alone but for digits and symbols after it
 * or with at most three other characters.
 */
function isShopWord(password: string, stem: string, words: readonly string[]): boolean {
  const compact = password.replace(/[^a-z0-9]/g, '');
  const compactStem = stem.replace(/[^a-z0-9]/g, '');
  return words
    .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .some((word) => word.length >= 4 && (compactStem === word || (compact.includes(word) && password.length - word.length <= 3)));
}

/** The e-mail rule of the account forms (identify, login, register, forgot password). */
export const isAccountEmail = (email: string) => isEmailAddress(email);

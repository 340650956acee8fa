import { isAccountEmail, PASSWORD_MAX_LENGTH, passwordProblem } from './account';

describe('account rules', () => {
  it('accepts a password of 8 latin letters, digits and symbols', () => {
    expect(passwordProblem('Abc123!?')).toBeNull();
    expect(passwordProblem('Tr0ub4dor&3', { commonPasswords: new Set(['password']) })).toBeNull();
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(passwordProblem('Abc123!')).toBe('tooShort');
  });

  it('refuses spaces and letters outside the latin alphabet', () => {
    expect(passwordProblem('correct horse')).toBe('characters');
    expect(passwordProblem('pässwörd123')).toBe('characters');
  });

  it('refuses a password over 128 characters', () => {
    expect(passwordProblem('x7#Kp2!q'.repeat(16))).not.toBe('tooLong');
    expect(passwordProblem(`${'x7#Kp2!q'.repeat(16)}Z`)).toBe('tooLong');
    expect(passwordProblem('a1B!'.repeat(1250))).toBe('tooLong');
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('refuses a repeated character or a short repeated pattern', () => {
    for (const password of ['aaaaaaaa', '11111111a', 'abcabcabc', 'AbAbAbAb', '12121212', 'abcdabcd!', 'xyzwxyzwxyzw']) {
      expect([password, passwordProblem(password)]).toEqual([password, 'repetitive']);
    }
  });

  it('refuses sequences up or down', () => {
    for (const password of ['12345678', 'abcdefgh', '87654321', 'ABCDEFGHI', '123456789!']) {
      expect([password, passwordProblem(password)]).toEqual([password, 'repetitive']);
    }
  });

  it('refuses a common password in any case and with digits or symbols after it, given the list', () => {
    const commonPasswords = new Set(['welcome', 'password', 'sunshine']);
    for (const password of ['Welcome1!', 'WELCOME2024', 'password', 'Sunshine!!']) {
      expect([password, passwordProblem(password, { commonPasswords })]).toEqual([password, 'common']);
    }
    expect(passwordProblem('Welcome1!')).toBeNull();
    expect(passwordProblem('1Welcome-to-the-jungle', { commonPasswords })).toBeNull();
  });

  it("refuses the shop's own words and the store's name", () => {
    for (const password of ['giftcards', 'Giftcard1!', 'Giftcard2026!!', 'cadeaubon123', 'MyGiftcard']) {
      expect([password, passwordProblem(password)]).toEqual([password, 'common']);
    }
    expect(passwordProblem('Velvet-Teapot7', { shopWords: ['Velvet Teapot'] })).toBe('common');
    expect(passwordProblem('giftcard-for-my-aunt-2026')).toBeNull();
  });

  it('checks an e-mail address', () => {
    expect(isAccountEmail(' anna@example.com ')).toBe(true);
    expect(isAccountEmail('anna@')).toBe(false);
    expect(isAccountEmail('')).toBe(false);
  });

  it('refuses for an account the addresses the checkout refuses, and takes internationalized ones', () => {
    for (const bad of ['email@domain', 'a..b@x.com', '.x@d.com', 'x.@d.com', 'x@[300.1.1.1]']) expect(isAccountEmail(bad)).toBe(false);
    expect(isAccountEmail('jan@bücher.de')).toBe(true);
  });
});

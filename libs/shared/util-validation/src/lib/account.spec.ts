import { isAccountEmail, passwordProblem } from './account';

describe('account rules', () => {
  it('accepts a password of 8 latin letters, digits and symbols', () => {
    expect(passwordProblem('Abc123!?')).toBeNull();
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(passwordProblem('Abc123!')).toBe('tooShort');
  });

  it('refuses spaces and letters outside the latin alphabet', () => {
    expect(passwordProblem('correct horse')).toBe('characters');
    expect(passwordProblem('pässwörd123')).toBe('characters');
  });

  it('checks an e-mail address', () => {
    expect(isAccountEmail(' anna@example.com ')).toBe(true);
    expect(isAccountEmail('anna@')).toBe(false);
    expect(isAccountEmail('')).toBe(false);
  });
});

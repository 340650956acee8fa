import { characterCount, personalMessageProblem } from './personal-message';

describe('personalMessageProblem', () => {
  it('accepts 1 to 150 characters', () => {
    expect(personalMessageProblem('H')).toBeNull();
    expect(personalMessageProblem('x'.repeat(150))).toBeNull();
    expect(personalMessageProblem('Happy birthday, Anna! ☺ — love from all of us')).toBeNull();
  });

  it('refuses an empty or whitespace-only message', () => {
    expect(personalMessageProblem('')).toBe('empty');
    expect(personalMessageProblem(' \n\t ')).toBe('empty');
  });

  it('refuses a message over 150 characters', () => {
    expect(personalMessageProblem('x'.repeat(151))).toBe('tooLong');
  });

  it('does not count surrounding spaces', () => {
    expect(personalMessageProblem(`  ${'x'.repeat(150)}  `)).toBeNull();
  });

  it('counts accented letters once', () => {
    expect(characterCount('café')).toBe(4);
    expect(characterCount('cafe\u0301')).toBe(4);
  });

  it('refuses emoji, flags and emoji-styled symbols', () => {
    for (const text of ['Cheers 🎉', 'Go team 🇬🇧', 'Love ❤️', '😀']) expect(personalMessageProblem(text)).toBe('emoji');
  });
});

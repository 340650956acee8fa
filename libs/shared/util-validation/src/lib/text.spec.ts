import { hasUnsafeCharacters } from './text';

describe('hasUnsafeCharacters', () => {
  it('refuses NUL, other controls, DEL, C1 controls and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0007', 'a\u001bb', 'a\u007f', 'a\u0085', '\ud800', 'a\udc00b', 'x\ud83d']) {
      expect(hasUnsafeCharacters(text)).toBe(true);
      expect(hasUnsafeCharacters(text, { multiLine: true })).toBe(true);
    }
  });

  it('takes letters of any script, emoji as surrogate pairs and ordinary spaces', () => {
    for (const text of ['Zoë Ørsted', '用户', 'Hi 😀', 'O’Brien – café']) expect(hasUnsafeCharacters(text)).toBe(false);
  });

  it('takes tab and line breaks only in multi-line fields', () => {
    expect(hasUnsafeCharacters('Dear Ann,\n\tenjoy!\r\n')).toBe(true);
    expect(hasUnsafeCharacters('Dear Ann,\n\tenjoy!\r\n', { multiLine: true })).toBe(false);
  });
});

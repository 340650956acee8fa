import { perLocale } from './per-locale';

it('makes the value once per locale and hands the same one out again', () => {
  const make = jest.fn((locale: string) => new Intl.NumberFormat(locale));
  const format = perLocale(make);
  expect(format('en-GB')).toBe(format('en-GB'));
  expect(format('nl-NL')).not.toBe(format('en-GB'));
  expect(make.mock.calls).toEqual([['en-GB'], ['nl-NL']]);
});

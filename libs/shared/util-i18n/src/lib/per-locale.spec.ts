import { calendarDateFormatter, instantFormatter, perLocale } from './per-locale';

it('makes the value once per locale and hands the same one out again', () => {
  const make = jest.fn((locale: string) => new Intl.NumberFormat(locale));
  const format = perLocale(make);
  expect(format('en-GB')).toBe(format('en-GB'));
  expect(format('nl-NL')).not.toBe(format('en-GB'));
  expect(make.mock.calls).toEqual([['en-GB'], ['nl-NL']]);
});

describe('calendarDateFormatter', () => {
  const long = calendarDateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  it('formats the calendar date of the API in the locale, whatever the time of day it names', () => {
    expect(long('2027-03-14', 'en-GB')).toBe('Sunday, 14 March 2027');
    expect(long('2027-03-14T23:30:00Z', 'en-GB')).toBe('Sunday, 14 March 2027');
    expect(long('2027-03-14', 'nl-NL')).toBe('zondag 14 maart 2027');
  });

  it('answers a date it cannot read as it came', () => {
    expect(long('soon', 'en-GB')).toBe('soon');
  });
});

it("formats a moment as it reads in the store's time zone", () => {
  const moment = instantFormatter({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  expect(moment('2027-07-01T23:30:00Z', 'en-GB', 'Europe/London')).toBe('2 July at 00:30');
  expect(moment('2027-07-01T23:30:00Z', 'nl-NL', 'Europe/Amsterdam')).toBe('2 juli om 01:30');
  expect(moment('2027-07-01T23:30:00Z', 'en-GB', 'Europe/Amsterdam')).toBe('2 July at 01:30');
  expect(moment('not a date', 'en-GB', 'Europe/London')).toBe('not a date');
});

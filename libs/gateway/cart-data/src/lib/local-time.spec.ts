import { addDays, isoWeekday, localMoment, zonedInstant } from './local-time';

describe('local time', () => {
  it('reads the date and minutes in a time zone', () => {
    expect(localMoment(new Date('2026-07-06T23:30:00Z'), 'Europe/London')).toEqual({ date: '2026-07-07', minutes: 30 });
    expect(localMoment(new Date('2026-01-06T23:30:00Z'), 'Europe/London')).toEqual({ date: '2026-01-06', minutes: 23 * 60 + 30 });
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-03-16')).toBe(1);
    expect(isoWeekday('2026-03-22')).toBe(7);
  });

  it('turns a local date and time into the instant, winter and summer', () => {
    expect(zonedInstant('2026-01-14', '09:00', 'Europe/London').toISOString()).toBe('2026-01-14T09:00:00.000Z');
    expect(zonedInstant('2026-07-14', '09:00', 'Europe/London').toISOString()).toBe('2026-07-14T08:00:00.000Z');
    expect(zonedInstant('2026-07-14', null, 'Europe/Amsterdam').toISOString()).toBe('2026-07-13T22:00:00.000Z');
    // The day clocks go forward: 01:30 does not exist in London, 03:00 does.
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/London').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });
});

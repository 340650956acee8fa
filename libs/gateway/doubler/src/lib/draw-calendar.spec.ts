import { addMonths, drawMoment, firstMonday, isDrawMonth, monthOpenAt } from './draw-calendar';

describe('draw calendar', () => {
  it('finds the first Monday of every month, also when the month starts on a Monday or a Sunday', () => {
    expect(firstMonday('2026-11')).toBe('2026-11-02');
    expect(firstMonday('2026-12')).toBe('2026-12-07');
    expect(firstMonday('2027-01')).toBe('2027-01-04');
    expect(firstMonday('2027-02')).toBe('2027-02-01');
    expect(firstMonday('2026-03')).toBe('2026-03-02');
    expect(firstMonday('2026-06')).toBe('2026-06-01');
    expect(firstMonday('2028-02')).toBe('2028-02-07');
  });

  it('counts months across a year end', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('accepts only YYYY-MM months', () => {
    expect(['2026-12', '2027-01'].every(isDrawMonth)).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '202612', '2026-12-07'].some(isDrawMonth)).toBe(false);
  });

  it('draws at 09:00 local time, in winter and in summer time and in other zones', () => {
    expect(drawMoment('2026-12', 'Europe/London').toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(drawMoment('2026-06', 'Europe/London').toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(drawMoment('2026-12', 'Europe/Amsterdam').toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(drawMoment('2026-12', 'America/New_York').toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(drawMoment('2027-02', 'Pacific/Auckland').toISOString()).toBe('2027-01-31T20:00:00.000Z');
  });

  it('takes entries for the month until its draw, and for the next month from the draw on', () => {
    expect(monthOpenAt(new Date('2026-11-23T17:00:00Z'), 'Europe/London')).toBe('2026-12');
    expect(monthOpenAt(new Date('2026-12-01T10:00:00Z'), 'Europe/London')).toBe('2026-12');
    expect(monthOpenAt(new Date('2026-12-07T08:59:59Z'), 'Europe/London')).toBe('2026-12');
    expect(monthOpenAt(new Date('2026-12-07T09:00:00Z'), 'Europe/London')).toBe('2027-01');
    expect(monthOpenAt(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2027-01');
  });

  it('reads the month and the draw moment in the store time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam, before that month's draw.
    expect(monthOpenAt(new Date('2026-12-31T23:30:00Z'), 'Europe/Amsterdam')).toBe('2027-01');
    // 08:30 UTC on 7 December is 09:30 in Amsterdam (drawn) but 08:30 in London (still open).
    expect(monthOpenAt(new Date('2026-12-07T08:30:00Z'), 'Europe/Amsterdam')).toBe('2027-01');
    expect(monthOpenAt(new Date('2026-12-07T08:30:00Z'), 'Europe/London')).toBe('2026-12');
    // In Auckland the February draw is on 31 January UTC.
    expect(monthOpenAt(new Date('2027-01-31T19:00:00Z'), 'Pacific/Auckland')).toBe('2027-02');
    expect(monthOpenAt(new Date('2027-01-31T21:00:00Z'), 'Pacific/Auckland')).toBe('2027-03');
  });
});

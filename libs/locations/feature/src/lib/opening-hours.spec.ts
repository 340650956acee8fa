import { dayName, hoursRows, openingHoursSpecification } from './opening-hours';

describe('opening hours', () => {
  it('joins consecutive days with the same hours and shows days without hours as closed', () => {
    const rows = hoursRows([
      { days: ['TUESDAY', 'WEDNESDAY', 'THURSDAY'], opens: '17:00', closes: '22:30' },
      { days: ['FRIDAY', 'SATURDAY'], opens: '12:00', closes: '23:00' },
      { days: ['SUNDAY'], opens: '12:00', closes: '20:00' },
    ]);
    expect(rows).toEqual([
      { from: 'MONDAY', to: 'MONDAY', hours: null },
      { from: 'TUESDAY', to: 'THURSDAY', hours: { opens: '17:00', closes: '22:30' } },
      { from: 'FRIDAY', to: 'SATURDAY', hours: { opens: '12:00', closes: '23:00' } },
      { from: 'SUNDAY', to: 'SUNDAY', hours: { opens: '12:00', closes: '20:00' } },
    ]);
  });

  it('names days in the store’s language', () => {
    expect(dayName('MONDAY', 'en-GB')).toBe('Monday');
    expect(dayName('SUNDAY', 'nl-NL')).toBe('zondag');
  });

  it('writes schema.org day URLs', () => {
    expect(openingHoursSpecification([{ days: ['SATURDAY'], opens: '09:30', closes: '18:00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:30', closes: '18:00' },
    ]);
  });
});

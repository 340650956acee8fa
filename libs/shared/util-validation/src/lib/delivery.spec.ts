import { isDeliveryTime, isIsoDate } from './delivery';

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-03-14')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses other formats and dates that do not exist', () => {
    for (const text of ['2026-3-14', '14-03-2026', '2026-02-30', '2027-02-29', '2026-13-01', '2026-03-14T10:00', '']) expect(isIsoDate(text)).toBe(false);
  });
});

describe('isDeliveryTime', () => {
  it('accepts HH:mm within the day', () => {
    for (const text of ['00:00', '09:30', '23:59']) expect(isDeliveryTime(text)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const text of ['24:00', '9:30', '09:60', '09:30:00', 'noon']) expect(isDeliveryTime(text)).toBe(false);
  });
});

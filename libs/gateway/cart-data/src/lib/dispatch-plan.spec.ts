import { dispatchPlan, letterboxDelivery } from './dispatch-plan';

const LONDON = { timeZone: 'Europe/London', countryCode: 'GB' };
const AMSTERDAM = { timeZone: 'Europe/Amsterdam', countryCode: 'NL' };
const physical = { deliveryType: 'PHYSICAL' as const };
/** 2026-03-16 is a Monday; London is on GMT (UTC+0) until 29 March. */
const at = (iso: string) => new Date(iso);

describe('dispatchPlan for physical cards', () => {
  it('ships the same day before 17:00 on a working day, delivered the next day', () => {
    expect(dispatchPlan(at('2026-03-16T10:00:00Z'), LONDON, physical)).toEqual({ dispatchDate: '2026-03-16', expectedDeliveryDate: '2026-03-17', cutOffNear: false });
  });

  it('warns in the last hour before the cut-off', () => {
    expect(dispatchPlan(at('2026-03-16T15:59:00Z'), LONDON, physical).cutOffNear).toBe(false);
    expect(dispatchPlan(at('2026-03-16T16:00:00Z'), LONDON, physical)).toEqual({ dispatchDate: '2026-03-16', expectedDeliveryDate: '2026-03-17', cutOffNear: true });
    expect(dispatchPlan(at('2026-03-16T16:59:00Z'), LONDON, physical).cutOffNear).toBe(true);
  });

  it('ships the next working day from 17:00', () => {
    expect(dispatchPlan(at('2026-03-16T17:00:00Z'), LONDON, physical)).toEqual({ dispatchDate: '2026-03-17', expectedDeliveryDate: '2026-03-18', cutOffNear: false });
  });

  it('delivers Friday shipments on Saturday and ships weekend orders on Monday', () => {
    expect(dispatchPlan(at('2026-03-20T09:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-03-20', expectedDeliveryDate: '2026-03-21' });
    expect(dispatchPlan(at('2026-03-20T18:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-03-23', expectedDeliveryDate: '2026-03-24' });
    expect(dispatchPlan(at('2026-03-21T11:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-03-23', expectedDeliveryDate: '2026-03-24' });
    expect(dispatchPlan(at('2026-03-22T11:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-03-23', cutOffNear: false });
  });

  it('reads the clock in the store time zone, summer time included', () => {
    // 16:30 UTC on Monday 6 July is 17:30 in London (BST) and 18:30 in Amsterdam (CEST).
    expect(dispatchPlan(at('2026-07-06T16:30:00Z'), LONDON, physical).dispatchDate).toBe('2026-07-07');
    expect(dispatchPlan(at('2026-07-06T15:30:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-07-06', cutOffNear: true });
    expect(dispatchPlan(at('2026-07-06T14:30:00Z'), AMSTERDAM, physical)).toMatchObject({ dispatchDate: '2026-07-06', cutOffNear: true });
    // 23:30 UTC on Sunday is already Monday 00:30 in London in summer.
    expect(dispatchPlan(at('2026-07-05T23:30:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-07-06', cutOffNear: false });
  });

  it('ships on a chosen later date, moved to a working day', () => {
    expect(dispatchPlan(at('2026-03-16T10:00:00Z'), LONDON, { ...physical, deliveryDate: '2026-03-19' })).toMatchObject({ dispatchDate: '2026-03-19', expectedDeliveryDate: '2026-03-20' });
    expect(dispatchPlan(at('2026-03-16T10:00:00Z'), LONDON, { ...physical, deliveryDate: '2026-03-21' })).toMatchObject({ dispatchDate: '2026-03-23' });
  });

  it('ignores a chosen date that is not later than the earliest dispatch', () => {
    expect(dispatchPlan(at('2026-03-16T18:00:00Z'), LONDON, { ...physical, deliveryDate: '2026-03-16' }).dispatchDate).toBe('2026-03-17');
    expect(dispatchPlan(at('2026-03-16T10:00:00Z'), LONDON, { ...physical, deliveryDate: '2026-03-01' }).dispatchDate).toBe('2026-03-16');
  });
});

describe('dispatchPlan around public holidays', () => {
  it("skips the country's public holidays for dispatch and for letterbox delivery", () => {
    // Christmas 2026 in England: Friday 25 and Saturday 26 December, Boxing Day's substitute Monday 28.
    expect(dispatchPlan(at('2026-12-24T10:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-12-24', expectedDeliveryDate: '2026-12-29' });
    expect(dispatchPlan(at('2026-12-24T18:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-12-29', expectedDeliveryDate: '2026-12-30' });
    // Good Friday 3 April and Easter Monday 6 April 2026.
    expect(dispatchPlan(at('2026-04-02T18:00:00Z'), LONDON, physical)).toMatchObject({ dispatchDate: '2026-04-07', expectedDeliveryDate: '2026-04-08' });
  });

  it('reads the holidays of the store country: the English summer bank holiday is a working day in the Netherlands', () => {
    // Monday 31 August 2026 is a bank holiday in England, not in the Netherlands.
    expect(dispatchPlan(at('2026-08-31T09:00:00Z'), LONDON, physical).dispatchDate).toBe('2026-09-01');
    expect(dispatchPlan(at('2026-08-31T09:00:00Z'), AMSTERDAM, physical).dispatchDate).toBe('2026-08-31');
    // King's Day, Monday 27 April 2026, is a holiday in the Netherlands only.
    expect(dispatchPlan(at('2026-04-27T09:00:00Z'), AMSTERDAM, physical).dispatchDate).toBe('2026-04-28');
    expect(dispatchPlan(at('2026-04-27T09:00:00Z'), LONDON, physical).dispatchDate).toBe('2026-04-27');
  });

  it('moves a chosen date that falls on a holiday to the next working day', () => {
    expect(dispatchPlan(at('2026-12-01T10:00:00Z'), LONDON, { ...physical, deliveryDate: '2026-12-25' })).toMatchObject({ dispatchDate: '2026-12-29', expectedDeliveryDate: '2026-12-30' });
  });

  it('sends digital cards on holidays all the same', () => {
    expect(dispatchPlan(at('2026-12-25T10:00:00Z'), LONDON, { deliveryType: 'DIGITAL' }).dispatchDate).toBe('2026-12-25');
  });
});

describe('dispatchPlan for digital cards', () => {
  it('sends today, any day of the week, or on the chosen date', () => {
    expect(dispatchPlan(at('2026-03-22T20:00:00Z'), LONDON, { deliveryType: 'DIGITAL' })).toEqual({ dispatchDate: '2026-03-22', expectedDeliveryDate: null, cutOffNear: false });
    expect(dispatchPlan(at('2026-03-16T16:30:00Z'), LONDON, { deliveryType: 'DIGITAL', deliveryDate: '2026-03-21' })).toEqual({ dispatchDate: '2026-03-21', expectedDeliveryDate: null, cutOffNear: false });
  });
});

describe('letterboxDelivery', () => {
  it('skips a public holiday after dispatch: no post on Good Friday', () => {
    expect(letterboxDelivery('2026-04-02', 'GB')).toBe('2026-04-04');
    expect(letterboxDelivery('2026-04-04', 'GB')).toBe('2026-04-07');
  });

  it('delivers Tuesday to Saturday', () => {
    expect(letterboxDelivery('2026-03-21', 'GB')).toBe('2026-03-24');
    expect(letterboxDelivery('2026-03-22', 'GB')).toBe('2026-03-24');
    expect(letterboxDelivery('2026-03-16', 'GB')).toBe('2026-03-17');
  });
});

import { amountSchema } from './amount';
import { parseWholeUnits } from './whole-units';

const messages = { required: 'Enter an amount', wholeUnits: 'Whole pounds only', min: (m: string) => `At least ${m}`, max: (m: string) => `At most ${m}` };
const schema = amountSchema({ min: 1000, max: 15000 }, messages, (v) => `£${v / 100}`);
const errorOf = (value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('amountSchema', () => {
  it('accepts whole amounts within the range', () => {
    expect(errorOf(1000)).toBeNull();
    expect(errorOf(15000)).toBeNull();
  });

  it('refuses amounts outside the range with the formatted bound', () => {
    expect(errorOf(900)).toBe('At least £10');
    expect(errorOf(15100)).toBe('At most £150');
  });

  it('refuses decimals and missing values', () => {
    expect(errorOf(2550)).toBe('Whole pounds only');
    expect(errorOf(undefined)).toBe('Enter an amount');
  });
});

describe('parseWholeUnits', () => {
  it('reads whole currency units only', () => {
    expect(parseWholeUnits(' 25 ')).toBe(2500);
    expect(parseWholeUnits('25.50')).toBeNull();
    expect(parseWholeUnits('-5')).toBeNull();
    expect(parseWholeUnits('')).toBeNull();
  });
});

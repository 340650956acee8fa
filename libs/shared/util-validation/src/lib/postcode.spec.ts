import { splitPhoneNumber } from './calling-codes';
import { isValidPostcode, postcodeRequired } from './postcode';

describe('isValidPostcode', () => {
  it.each([
    ['NL', '1234 AB', true],
    ['NL', '1234ab', true],
    ['NL', '0123 AB', false],
    ['NL', '1234 SA', false],
    ['NL', '1234 SS', false],
    ['BE', '1000', true],
    ['BE', '0999', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '12345', false],
    ['DE', '10115', true],
    ['DE', '01000', false],
    ['DE', '99999', false],
    ['FR', '75001', true],
    ['IE', 'D02 X285', true],
    ['IE', 'D6W XY12', true],
    ['IE', 'D6WXY12', true],
    ['IE', 'D6X XY12', false],
    ['GB', 'BFPO 123', true],
    ['GB', 'BFPO1', true],
    ['GB', 'BFPO 12345', false],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['SE', '114 55', true],
    ['CA', 'K1A 0B1', true],
    ['CA', 'D1A 0B1', false],
    ['BR', '01310-100', true],
    ['US', '90210', true],
    ['US', '90210-1234', true],
    ['US', '9021', false],
    ['XX', 'AB-12', true],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('knows countries without postcodes', () => {
    expect(postcodeRequired('AE')).toBe(false);
    expect(postcodeRequired('gb')).toBe(true);
  });
});

describe('splitPhoneNumber', () => {
  it('splits by the prefix-free calling codes', () => {
    expect(splitPhoneNumber('+447700900123')).toEqual({ callingCode: '+44', number: '7700900123' });
    expect(splitPhoneNumber('+44 7700 900123')).toEqual({ callingCode: '+44', number: '7700 900123' });
    expect(splitPhoneNumber('+1 202 555 0100')).toEqual({ callingCode: '+1', number: '202 555 0100' });
    expect(splitPhoneNumber('+353 85 123')).toEqual({ callingCode: '+353', number: '85 123' });
    expect(splitPhoneNumber('0612345678')).toBeNull();
  });
});

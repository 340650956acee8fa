import { postalAddressLine, postalAddressLines } from './postal-address';

describe('postalAddressLines', () => {
  it('writes a British address with the house number first and the postcode last', () => {
    expect(postalAddressLines({ countryCode: 'GB', street: 'Queen Street', houseNumber: '3', postCode: 'CF10 1AA', city: 'Cardiff' })).toEqual([
      '3 Queen Street',
      'Cardiff',
      'CF10 1AA',
    ]);
  });

  it('writes a Dutch address with the number after the street and the postcode before the town', () => {
    expect(postalAddressLine({ countryCode: 'NL', street: 'Damrak', houseNumber: '1', suffix: 'A', postCode: '1012 LG', city: 'Amsterdam' })).toBe('Damrak 1A, 1012 LG Amsterdam');
  });

  it('puts company and name first and leaves out what is empty', () => {
    expect(postalAddressLines({ countryCode: 'GB', companyName: 'Acme Ltd', name: 'Ada Lovelace', street: 'Queen Street', houseNumber: '3', postCode: '', city: 'Cardiff' })).toEqual([
      'Acme Ltd',
      'Ada Lovelace',
      '3 Queen Street',
      'Cardiff',
    ]);
  });
});

import { isGclid } from './gclid';

describe('isGclid', () => {
  it('accepts a click id as Google Ads sends it and refuses anything else', () => {
    expect(isGclid('EAIaIQobChMI8-fA3Jv0-QIVh-J3Ch1_Ag')).toBe(true);
    for (const value of ['', 'a b', '<script>', 'x'.repeat(201), null, undefined, 42]) expect(isGclid(value)).toBe(false);
  });
});

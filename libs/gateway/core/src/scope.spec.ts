import { DomainError } from './errors';
import { resolveScope } from './scope';
import { StoreRegistry } from './store-registry';
import { testUkStore } from './testing';

const stores = StoreRegistry.fromStores([testUkStore]);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return undefined;
};

describe('resolveScope', () => {
  it('resolves a known store and language', () => {
    const scope = resolveScope(stores, { storeID: 48, language: 'EN', countryCode: 'gb' });
    expect(scope.store.buildKey).toBe('GCUK');
    expect(scope.language.locale).toBe('en-gb');
    expect(scope.countryCode).toBe('GB');
  });

  it('refuses an unknown store, language or country instead of defaulting', () => {
    expect(codeOf(() => resolveScope(stores, { storeID: 1, language: 'en', countryCode: 'GB' }))).toBe(1001);
    expect(codeOf(() => resolveScope(stores, { storeID: 48, language: 'nl', countryCode: 'GB' }))).toBe(1002);
    expect(codeOf(() => resolveScope(stores, { storeID: 48, language: 'en', countryCode: 'GBR' }))).toBe(1003);
  });
});

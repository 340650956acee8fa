import { createCardSecrets } from './card-secrets';

const PEPPER = 'card-secrets-test-pepper-00000000001';
const NEXT = 'card-secrets-test-pepper-00000000002';

describe('card secrets', () => {
  it('open what they sealed for the same card, and nothing sealed for another', () => {
    const secrets = createCardSecrets({ current: PEPPER });
    const sealed = secrets.seal('{"pin":"048213"}', 'card-delivery:7');
    expect(sealed).toMatch(/^gs-seal\.v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('048213');
    expect(secrets.open(sealed, 'card-delivery:7')).toBe('{"pin":"048213"}');
    expect(() => secrets.open(sealed, 'card-delivery:8')).toThrow();
    expect(secrets.seal('{"pin":"048213"}', 'card-delivery:7')).not.toBe(sealed);
  });

  it('open a value sealed under a previous pepper, and refuse one whose pepper is gone', () => {
    const sealed = createCardSecrets({ current: PEPPER }).seal('482913', 'card-delivery:1');
    expect(createCardSecrets({ current: NEXT, previous: [PEPPER] }).open(sealed, 'card-delivery:1')).toBe('482913');
    expect(() => createCardSecrets({ current: NEXT }).open(sealed, 'card-delivery:1')).toThrow('Not a sealed value');
  });

  it('refuse a value whose ciphertext was changed', () => {
    const secrets = createCardSecrets({ current: PEPPER });
    const parts = secrets.seal('482913', 'card-delivery:1').split('.');
    parts[4] = Buffer.from('999999').toString('base64url');
    expect(() => secrets.open(parts.join('.'), 'card-delivery:1')).toThrow();
  });
});

import { BRAND_PAGE_POLICY, commonSecurityHeaders, contentSecurityPolicy } from './security-headers';

const directivesOf = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const policy = directivesOf(contentSecurityPolicy({ inline: { nonce: 'bm9uY2U=' } }));

  it('allows scripts and style elements of the store only, inline ones by the response nonce', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows the inline elements of a cacheable page by their hashes, and nothing else inline', () => {
    const hashed = directivesOf(contentSecurityPolicy({ inline: { scriptHashes: ['c2NyaXB0', 'YQ=='], styleHashes: ['c3R5bGU='] } }));
    expect(hashed.get('script-src')).toEqual(["'self'", "'sha256-c2NyaXB0'", "'sha256-YQ=='"]);
    expect(hashed.get('style-src')).toEqual(["'self'", "'sha256-c3R5bGU='"]);
    expect(hashed.get('worker-src')).toEqual(policy.get('worker-src'));
  });

  it('keeps every other kind of resource on the store origin, the captcha worker included', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it('is framed and posts forms on the store origin only, with no <base> and no plugins', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('never allows eval or inline code without a nonce in production', () => {
    expect(contentSecurityPolicy({ inline: { nonce: 'bm9uY2U=' } })).not.toMatch(/unsafe-eval|ws:/);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('relaxes only scripts, style elements and the HMR websocket in development', () => {
    const development = directivesOf(contentSecurityPolicy({ inline: { nonce: 'bm9uY2U=' }, development: true }));
    expect(development.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(development.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(development.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    for (const name of ['default-src', 'frame-ancestors', 'form-action', 'base-uri', 'object-src', 'worker-src']) {
      expect(development.get(name)).toEqual(policy.get(name));
    }
  });
});

describe('BRAND_PAGE_POLICY', () => {
  it('lets the store frame a brand page that runs no script', () => {
    const policy = directivesOf(BRAND_PAGE_POLICY);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
  });
});

describe('commonSecurityHeaders', () => {
  it('sends nosniff, a referrer policy, COOP and a permissions policy without camera, microphone, geolocation or payment', () => {
    const headers = commonSecurityHeaders({ production: false });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
  });

  it('asks for HTTPS (HSTS) in production only, as the gateway sets Secure cookies', () => {
    expect(commonSecurityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(commonSecurityHeaders({ production: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

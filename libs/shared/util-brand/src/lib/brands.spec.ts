import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandAccess, themeCss } from './brand';
import type { BrandConfig, BrandImage, FeatureToggles } from './brand.types';

const root = join(__dirname, '..', '..', '..', '..', '..', 'brands');
const buildKeys = readdirSync(root).filter((name) => existsSync(join(root, name, 'brand.json')));
const load = (key: string) => JSON.parse(readFileSync(join(root, key, 'brand.json'), 'utf8')) as BrandConfig;
const toggleNames: (keyof FeatureToggles)[] = [
  'headerVersion', 'languageSwitcher', 'cookiesLink', 'navigationIconText', 'footerLogos', 'orderModalAuth', 'redeemDelayWarning',
  'retryPaymentPage', 'errorMessages', 'handVariants', 'businessPageV3', 'checkoutV2Header', 'hideCaptchaBadge', 'logosFromContent',
];

function images(value: unknown): BrandImage[] {
  if (!value || typeof value !== 'object') return [];
  if ('src' in value && 'width' in value) return [value as BrandImage];
  return Object.values(value).flatMap(images);
}

describe.each(buildKeys)('brand %s', (key) => {
  const brand = load(key);

  it('is the folder it lives in', () => {
    expect(brand.buildKey).toBe(key);
  });

  it('sets every feature toggle', () => {
    expect(Object.keys(brand.toggles).sort()).toEqual([...toggleNames].sort());
    expect([1, 2, 3]).toContain(brand.toggles.headerVersion);
  });

  it('ships every image it names, with its size', () => {
    const all = images(brand);
    expect(all.length).toBeGreaterThan(10);
    for (const image of all) {
      expect(existsSync(join(root, key, 'assets', image.src))).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('gives a theme without characters that could break out of a style rule', () => {
    expect(themeCss(brand.theme)).toMatch(/^:root\{--gs-color-primary:[^;{}<>]+;/);
  });
});

describe('GCUK', () => {
  const gcuk = brandAccess(load('GCUK'));

  it('is the UK store and hides twitter and youtube', () => {
    expect(gcuk.config.storeId).toBe(48);
    const networks = gcuk.visibleSocialLinks().map((link) => link.network);
    expect(networks).toEqual(expect.arrayContaining(['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest']));
    expect(networks).not.toContain('twitter');
    expect(networks).not.toContain('youtube');
  });

  it('serves its images under /brand/GCUK/', () => {
    expect(gcuk.imageUrl(gcuk.headerLogo().desktop)).toBe('/brand/GCUK/logo-v1.svg');
  });
});

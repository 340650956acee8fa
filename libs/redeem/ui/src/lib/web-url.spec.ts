import { isWebUrl } from './web-url';

describe('isWebUrl', () => {
  it('takes http(s) URLs and paths on the own origin', () => {
    expect(['https://shop.example/', 'http://shop.example/a', '/brand/GCUK/brand-shops/a.html'].every(isWebUrl)).toBe(true);
  });

  it('refuses other schemes, protocol-relative URLs and nothing', () => {
    expect(['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'https:///x', '', null, undefined].some(isWebUrl)).toBe(false);
  });
});

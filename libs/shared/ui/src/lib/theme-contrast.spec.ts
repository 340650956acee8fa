import type { BrandTheme } from '@giftshop/util-brand';
import { brands } from '@giftshop/shared-testing';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Token = keyof BrandTheme;
/** Text and background pairs the components use (WCAG 1.4.3: 4.5:1). */
const textPairs: [Token, Token][] = [
  ['colorText', 'colorBackground'],
  ['colorText', 'colorSurface'],
  ['colorMuted', 'colorBackground'],
  ['colorMuted', 'colorSurface'],
  ['colorOnPrimary', 'colorPrimary'],
  ['colorOnPrimary', 'colorPrimaryHover'],
  ['colorPrimary', 'colorBackground'],
  ['colorPrimary', 'colorSurface'],
  ['colorPrimaryHover', 'colorBackground'],
  ['colorError', 'colorBackground'],
  ['colorError', 'colorSurface'],
  ['colorSuccess', 'colorBackground'],
];
/** Borders and focus rings (WCAG 1.4.11: 3:1). */
const uiPairs: [Token, Token][] = [
  ['colorBorder', 'colorBackground'],
  ['colorFocus', 'colorBackground'],
  ['colorFocus', 'colorSurface'],
];

const cases = Object.values(brands).flatMap((brand) => [
  ...textPairs.map(([fg, bg]) => ({ brand: brand.buildKey, fg, bg, min: 4.5, theme: brand.theme })),
  ...uiPairs.map(([fg, bg]) => ({ brand: brand.buildKey, fg, bg, min: 3, theme: brand.theme })),
]);

describe('brand tokens', () => {
  it.each(cases)('$brand: $fg on $bg reaches $min:1', ({ fg, bg, min, theme }) => {
    expect(contrast(theme[fg], theme[bg])).toBeGreaterThanOrEqual(min);
  });
});

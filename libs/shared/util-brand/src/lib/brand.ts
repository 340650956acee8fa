import type {
  BrandConfig,
  BrandImage,
  BrandTheme,
  ByLanguage,
  FeatureToggles,
  LogoPair,
  SocialLink,
} from './brand.types';

/** Typed reads of a brand's data: the one place components ask what differs between brands. */
export function brandAccess(brand: BrandConfig) {
  return {
    config: brand,
    toggle: <K extends keyof FeatureToggles>(name: K): FeatureToggles[K] => brand.toggles[name],
    /** The logo of the header variant chosen by the headerVersion toggle. */
    headerLogo: (): LogoPair => brand.logos[`v${brand.toggles.headerVersion}` as const],
    visibleSocialLinks: (): SocialLink[] => brand.socialLinks.filter((link) => !link.hidden),
    /** Public URL of a brand image. */
    imageUrl: (image: BrandImage) => brandAssetUrl(brand.buildKey, image.src),
    /** A brand text in `language`, the page's (`useI18n().language`). */
    text: <T>(texts: ByLanguage<T>, language: string): T => brandText(brand, texts, language),
    /** The trust marks of a position, their alt texts in `language`. */
    trustMarks: (position: keyof BrandConfig['trustMarks'], language: string): BrandImage[] =>
      brand.trustMarks[position].map((mark) => ({ ...mark, alt: brandText(brand, mark.alt, language) })),
  };
}

/**
 * A brand text in `language`. The brand test requires every language of the store, so the store's first language
 * stands in only for a language the store does not serve (Storybook's language toolbar over any brand).
 */
export function brandText<T>(brand: BrandConfig, texts: ByLanguage<T>, language: string): T {
  const text = texts[language] ?? texts[brand.languages[0]?.code ?? ''] ?? Object.values(texts)[0];
  if (text === undefined) throw new Error(`brand ${brand.buildKey}: a text in no language`);
  return text;
}

export type BrandAccess = ReturnType<typeof brandAccess>;

export const brandAssetUrl = (buildKey: string, src: string) => (/^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/brand/${buildKey}/${src}`);

const cssNames: Record<keyof BrandTheme, string> = {
  colorPrimary: '--gs-color-primary',
  colorPrimaryHover: '--gs-color-primary-hover',
  colorOnPrimary: '--gs-color-on-primary',
  colorAccent: '--gs-color-accent',
  colorText: '--gs-color-text',
  colorMuted: '--gs-color-muted',
  colorBorder: '--gs-color-border',
  colorSurface: '--gs-color-surface',
  colorBackground: '--gs-color-background',
  colorError: '--gs-color-error',
  colorSuccess: '--gs-color-success',
  colorFocus: '--gs-color-focus',
  radius: '--gs-radius',
  fontFamily: '--gs-font-family',
};

/** The brand theme as CSS custom properties on :root (rendered into <head> and used by Storybook). */
export function themeCss(theme: BrandTheme): string {
  const lines = (Object.keys(cssNames) as (keyof BrandTheme)[]).map((key) => `${cssNames[key]}:${theme[key].replace(/[;{}<>]/g, '')}`);
  return `:root{${lines.join(';')}}`;
}

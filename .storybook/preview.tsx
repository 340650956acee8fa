import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { BrandProvider, themeCss } from '@giftshop/util-brand';
import { I18nProvider, type I18nSettings } from '@giftshop/util-i18n';
import '@giftshop/shared-ui/global.css';
import { brands } from './brand-registry';

const DEFAULT_BRAND = 'GCUK';
const locales: Record<string, { locale: string; title: string }> = {
  en: { locale: 'en-GB', title: 'English' },
  nl: { locale: 'nl-NL', title: 'Nederlands' },
};

/** The brand toolbar: every brand, grouped by family, with its name, country and currency. */
const familyOrder = ['GCUK', 'CB', 'CK', 'GCS'];
const brandItems = Object.values(brands)
  .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family) || a.buildKey.localeCompare(b.buildKey))
  .map((brand) => ({ value: brand.buildKey, title: `${brand.buildKey} – ${brand.name}`, right: `${brand.countryCode} · ${brand.currency}` }));

/** Brand theme, brand data and i18n from the toolbar; a MemoryRouter unless a story sets `parameters.router = false`. */
const withProviders: Decorator = (Story, context) => {
  const brand = brands[context.globals['brand'] as string] ?? brands[DEFAULT_BRAND] ?? Object.values(brands)[0];
  const language = locales[context.globals['language'] as string] ? (context.globals['language'] as string) : 'en';
  // The brand's own locale for the language where it has one (nl-be on CBBE), else the catalogue's default.
  const brandLocale = brand.languages.find((entry) => entry.code === language)?.locale;
  const i18n: I18nSettings = { language, locale: brandLocale ?? locales[language].locale, prefixed: language !== 'en', brandHost: brand.host };
  const router = context.parameters['router'] as false | { initialEntries?: string[] } | undefined;
  const content = (
    <BrandProvider brand={brand}>
      <I18nProvider value={i18n}>
        <style>{themeCss(brand.theme)}</style>
        <Story />
      </I18nProvider>
    </BrandProvider>
  );
  return router === false ? content : <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>{content}</MemoryRouter>;
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    brand: {
      description: 'Brand build whose theme and data the stories use',
      // Every folder of brands/ (the registry globs brands/*/brand.json at build time): a new brand appears here by itself.
      toolbar: { title: 'Brand', icon: 'paintbrush', items: brandItems, dynamicTitle: true },
    },
    language: {
      description: 'Language of the UI catalogues',
      toolbar: { title: 'Language', icon: 'globe', items: Object.entries(locales).map(([value, { title }]) => ({ value, title })), dynamicTitle: true },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, language: 'en' },
  parameters: { layout: 'padded' },
};

export default preview;

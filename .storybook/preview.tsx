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

/** Brand theme, brand data and i18n from the toolbar; a MemoryRouter unless a story sets `parameters.router = false`. */
const withProviders: Decorator = (Story, context) => {
  const brand = brands[context.globals['brand'] as string] ?? brands[DEFAULT_BRAND] ?? Object.values(brands)[0];
  const language = locales[context.globals['language'] as string] ? (context.globals['language'] as string) : 'en';
  const i18n: I18nSettings = { language, locale: locales[language].locale, prefixed: language !== 'en', brandHost: brand.host };
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
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(brands).sort().map((key) => ({ value: key, title: `${key} – ${brands[key].name}` })), dynamicTitle: true },
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

import type { BrandConfig } from '@giftshop/util-brand';
import { choiceCardRoutes, setBrandRoutes } from '@giftshop/util-i18n';
// `@giftshop/brand` is the brand being built: the family app's Vite config resolves it to brands/<BUILD_KEY>/brand.json.
import brandJson from '@giftshop/brand';

/** The brand of this build: every brand difference is data in brands/<KEY>. */
export const brand = brandJson as BrandConfig;

// The brand's Choice card page (spec §2.2) is its own path in each of its languages: links and routes use it.
const languages = brand.languages.map((language) => language.code);
for (const [language, overrides] of Object.entries(choiceCardRoutes(languages, brand.choiceCardPath))) setBrandRoutes(language, overrides);

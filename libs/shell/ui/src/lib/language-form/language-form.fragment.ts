import { graphql } from '@giftshop/shared-graphql';

export const LanguageFormCountryFragment = graphql(`
  fragment LanguageForm_country on CountryCombination {
    country
    storeID
    url
    languagesCombinations { languageCode locale isDefault currency }
  }
`);

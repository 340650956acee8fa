import { graphql } from '@giftshop/shared-graphql';

/** The shell's one query: menus, logos, payment icons, the store switcher's stores and the category panel. */
export const ShellQuery = graphql(`
  query Shell($userData: UserDataInput!) {
    storeData(userData: $userData) {
      storeData {
        name
        menus {
          footerMenu { menuItems { title menuItems { title path hrefType } } }
          businessMenu { title menuItems { title path hrefType } }
        }
        paymentIcons { id title image { url { href } alt } }
        countriesCombinations { country url buildKey languagesCombinations { languageCode locale isDefault currency } }
      }
      errors { code message }
    }
    categoryMenu(userData: $userData) {
      items { id title icon path topList { id title path image { url { href } alt } backgroundColor { color } } }
      errors { code message }
    }
  }
`);

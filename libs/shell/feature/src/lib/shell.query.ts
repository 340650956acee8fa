import { graphql } from '@giftshop/shared-graphql';

/** The shell's one query: menus, payment icons, the store switcher's stores and the category panel. */
export const ShellQuery = graphql(`
  query Shell($userData: UserDataInput!) {
    storeData(userData: $userData) {
      storeData {
        storeID
        countryCode
        paymentTestMode
        menus {
          footerMenu { ...FooterColumns_menu }
          businessMenu { ...MobileMenuLinks_businessMenu }
        }
        paymentIcons { ...PaymentIcons_icon }
        footerLogo { url alt }
        countriesCombinations { ...LanguageForm_country }
      }
      errors { code message }
    }
    categoryMenu(userData: $userData) {
      items { ...MenuPanel_category }
      errors { code message }
    }
  }
`);

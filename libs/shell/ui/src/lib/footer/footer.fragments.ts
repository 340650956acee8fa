import { graphql } from '@giftshop/shared-graphql';

export const FooterColumnsMenuFragment = graphql(`
  fragment FooterColumns_menu on FooterMenu {
    menuItems {
      title
      menuItems { title path hrefType }
    }
  }
`);

export const PaymentIconsIconFragment = graphql(`
  fragment PaymentIcons_icon on PaymentIcon {
    id
    title
    image { url { href } alt }
  }
`);

import { graphql } from '@giftshop/shared-graphql';

export const MobileMenuLinksBusinessMenuFragment = graphql(`
  fragment MobileMenuLinks_businessMenu on BusinessMenu {
    title
    menuItems { title path hrefType }
  }
`);

import { graphql } from '@giftshop/shared-graphql';

export const MenuPanelCategoryFragment = graphql(`
  fragment MenuPanel_category on CategoryMenuItem {
    id
    title
    path
    topList {
      id
      title
      path
      image { url { href } alt }
      backgroundColor { color }
    }
  }
`);

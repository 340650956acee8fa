import { graphql } from '@giftshop/shared-graphql';

/**
 * Every category's top products for the gift-cards panel's previews: the shell's data carries the first category's
 * only (`trimTopLists`), and the panel asks for the rest when it first opens.
 */
export const MenuPanelQuery = graphql(`
  query MenuPanel($userData: UserDataInput!) {
    categoryMenu(userData: $userData) {
      items { ...MenuPanel_category }
      errors { code message }
    }
  }
`);

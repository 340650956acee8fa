import { graphql } from '@giftshop/shared-graphql';

/** A redeem page (information, and possibly a shop of its own): public, loaded on the server. */
export const RedeemPageQuery = graphql(`
  query RedeemPage($userData: UserDataInput!, $pageId: String!) {
    redeemPage(userData: $userData, pageId: $pageId) {
      page { pageId title intro paragraphs business hasShop }
      errors { ...ServiceError_error }
    }
  }
`);

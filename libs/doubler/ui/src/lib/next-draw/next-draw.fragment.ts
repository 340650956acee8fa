import { graphql } from '@giftshop/shared-graphql';

export const NextDrawStatusFragment = graphql(`
  fragment NextDraw_status on DoublerStatus {
    nextDrawDate
  }
`);

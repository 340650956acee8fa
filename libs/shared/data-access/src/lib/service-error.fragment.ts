import { graphql } from '@giftshop/shared-graphql';

/** What every payload's `errors` carries (spec §7): documents select it as `errors { ...ServiceError_error }`. */
export const ServiceErrorFragment = graphql(`
  fragment ServiceError_error on Error {
    code
    message
    referencedRequestParameter
  }
`);

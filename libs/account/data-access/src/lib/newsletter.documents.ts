import { graphql } from '@giftshop/shared-graphql';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($userData: UserDataInput!, $email: String!, $source: String) {
    subscribeNewsletter(userData: $userData, email: $email, source: $source) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($userData: UserDataInput!, $token: String!) {
    confirmNewsletter(userData: $userData, token: $token) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($userData: UserDataInput!, $token: String!) {
    unsubscribeNewsletter(userData: $userData, token: $token) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

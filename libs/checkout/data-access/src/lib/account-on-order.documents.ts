import { graphql } from '@giftshop/shared-graphql';

export const CreateAccountOnOrderMutation = graphql(`
  mutation CreateAccountOnOrder($userData: UserDataInput!, $orderUuid: String!, $password: String!, $confirmPassword: String!) {
    createAccountOnOrder(userData: $userData, orderUuid: $orderUuid, password: $password, confirmPassword: $confirmPassword) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

import { graphql } from '@giftshop/shared-graphql';

/** The logged-in customer (spec §3: a user present means logged in); the header, the guard and the pages read it. */
export const AccountUserQuery = graphql(`
  query AccountUser($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      __typename
      user {
        subscribed
        mainProfile {
          firstName
          lastName
          email
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

/** Identify (spec §4): whether the e-mail has an account. One captcha solution per question. */
export const CheckUserExistQuery = graphql(`
  query CheckUserExist($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const UserLoginMutation = graphql(`
  mutation UserLogin($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const UserLogoutMutation = graphql(`
  mutation UserLogout($userData: UserDataInput!) {
    userLogout(userData: $userData) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const RegisterUserMutation = graphql(`
  mutation RegisterUser($userData: UserDataInput!, $input: RegisterUserInput!) {
    registerUser(userData: $userData, input: $input) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword(
    $userData: UserDataInput!
    $currentPassword: String!
    $newPassword: String!
    $confirmPassword: String!
    $captchaToken: String!
  ) {
    changePassword(
      userData: $userData
      currentPassword: $currentPassword
      newPassword: $newPassword
      confirmPassword: $confirmPassword
      captchaToken: $captchaToken
    ) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($userData: UserDataInput!, $token: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(userData: $userData, token: $token, password: $password, confirmPassword: $confirmPassword) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

export const UpdateNotificationsMutation = graphql(`
  mutation UpdateNotifications($userData: UserDataInput!, $subscribed: Boolean!) {
    updateNotifications(userData: $userData, subscribed: $subscribed) {
      user {
        subscribed
      }
      errors { ...ServiceError_error }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($userData: UserDataInput!) {
    deleteAccount(userData: $userData) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

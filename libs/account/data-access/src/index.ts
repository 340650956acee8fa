export {
  AccountUserQuery,
  ChangePasswordMutation,
  CheckUserExistQuery,
  DeleteAccountMutation,
  ForgotPasswordMutation,
  RegisterUserMutation,
  ResetPasswordMutation,
  UpdateNotificationsMutation,
  UserLoginMutation,
  UserLogoutMutation,
} from './lib/account.documents';
export { useCurrentUser } from './lib/use-current-user';
export {
  useAccountActions,
  type AccountOutcome,
  type ChangePasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from './lib/use-account-actions';
export {
  AddressBookQuery,
  CustomerDetailsQuery,
  CustomerOrderQuery,
  CustomerOrdersQuery,
  InvoiceQuery,
  ReorderMutation,
  UpdateProfileMutation,
} from './lib/customer.documents';
export { useCustomerActions, type CustomerOutcome, type ReorderOutcome } from './lib/use-customer-actions';
export { ConfirmNewsletterMutation, SubscribeNewsletterMutation, UnsubscribeNewsletterMutation } from './lib/newsletter.documents';
export { useNewsletterActions } from './lib/use-newsletter-actions';

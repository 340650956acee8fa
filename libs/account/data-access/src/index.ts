export { AccountUserQuery } from './lib/account.documents';
export { useCurrentUser } from './lib/use-current-user';
export {
  useAccountActions,
  type AccountOutcome,
  type ChangePasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from './lib/use-account-actions';

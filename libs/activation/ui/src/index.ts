export { ActivationForm, type ActivationFormProps } from './lib/activation-form/activation-form';
export {
  ACTIVATION_FIELDS,
  toActivationRequest,
  type ActivationField,
  type ActivationServerErrors,
  type ActivationValues,
} from './lib/activation-form/activation-values';
export { ActivationVoucher, type ActivationVoucherProps } from './lib/activation-voucher/activation-voucher';
export { activationUiMessages, type ActivationUiMessages } from './lib/messages';

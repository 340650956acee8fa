export { ActivatePageQuery, ActivationSuccessQuery, CardDetailsQuery, CreateActivationOrderMutation } from './lib/activation.documents';
export { useCreateActivationOrder, type ActivationOutcome, type ActivationRequest } from './lib/use-create-activation-order';
export { valueRangeOf, type ValueRange } from './lib/value-range';

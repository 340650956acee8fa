export { ActivatePage } from './lib/activate-page';
export { ActivationSuccessPage } from './lib/activation-success-page';
export { CardDetailsPage } from './lib/card-details-page';
export { activationLoads } from './lib/loaders';
export { activationMessages, type ActivationMessages } from './lib/messages';

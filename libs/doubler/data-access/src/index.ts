export { DoublerPageQuery, DoublerThankYouQuery, EnterDoublerMutation } from './lib/doubler.documents';
export { doublerThankYouVariables } from './lib/thank-you-variables';
export { useEnterDoubler, type DoublerEntryOutcome, type DoublerEntryRequest } from './lib/use-enter-doubler';

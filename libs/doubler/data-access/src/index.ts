export { DoublerPageQuery, EnterDoublerMutation } from './lib/doubler.documents';
export { useEnterDoubler, type DoublerEntryOutcome, type DoublerEntryRequest } from './lib/use-enter-doubler';

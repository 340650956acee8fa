import type { StoreData } from './generated/resolvers-types';

/** What the store module answers as StoreData: `paymentTestMode` is added by the payments module, which knows the providers. */
export type StoreDataSource = Omit<StoreData, 'paymentTestMode'>;

export { DoublerPage } from './lib/entry/doubler-page';
export { DoublerThankYouPage } from './lib/thank-you/doubler-thank-you-page';
export { doublerLoads } from './lib/loaders';
export { doublerMessages, type DoublerMessages } from './lib/messages';

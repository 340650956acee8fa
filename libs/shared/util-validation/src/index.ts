export { amountSchema, parseWholeUnits, type AmountMessages } from './lib/amount';

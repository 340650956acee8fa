export { DoublerEntryForm, type DoublerEntryFormProps } from './lib/entry-form/doubler-entry-form';
export {
  DOUBLER_ENTRY_FIELDS,
  emptyDoublerEntry,
  toDoublerEntryRequest,
  type DoublerEntryField,
  type DoublerEntryServerErrors,
  type DoublerEntryValues,
} from './lib/entry-form/doubler-entry-values';
export { NextDraw, type NextDrawProps } from './lib/next-draw/next-draw';
export { formatDrawDate } from './lib/next-draw/format-date';
export { doublerUiMessages, type DoublerUiMessages } from './lib/messages';

import { safeErrorMessage } from './safe-error';

describe('safeErrorMessage', () => {
  it('keeps the driver message and drops the parameters of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "gift_cards_number_unique"'), { name: 'error' });
    const wrapped = new Error('Failed query: insert into gift_cards values ($1)\nparams: 6301480123456789012', { cause });
    expect(safeErrorMessage(wrapped)).toBe('error: duplicate key value violates unique constraint "gift_cards_number_unique"');
  });

  it('says only that a query failed when there is no cause', () => {
    expect(safeErrorMessage(new Error('Failed query: select $1\nparams: 123456'))).toBe('Error: query failed');
  });

  it('masks digit runs that could be a card number or a PIN', () => {
    expect(safeErrorMessage(new Error('value "6301480123456789012" is out of range, pin 123456, code 12345'))).toBe(
      'Error: value "[digits]" is out of range, pin [digits], code 12345',
    );
  });

  it('names thrown values that are not errors', () => {
    expect(safeErrorMessage('boom')).toBe('boom');
  });
});

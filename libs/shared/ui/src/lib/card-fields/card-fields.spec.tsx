import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardNumberInput, pinInput } from './card-fields';
import * as stories from './card-fields.stories';

const { Empty, WithError } = composeStories(stories);

describe('card fields', () => {
  it('groups a typed or pasted card number in fours and keeps at most 19 digits', async () => {
    render(<Empty />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '6301-4800 0000000001399999');
    expect(number).toHaveValue('6301 4800 0000 0000 013');
    expect(number).toHaveAttribute('autocomplete', 'off');
  });

  it('keeps six digits of a PIN, masked', async () => {
    const { container } = render(<Empty />);
    const pin = container.querySelector('input[type="password"]') as HTMLInputElement;
    expect(pin).toHaveAccessibleName('PIN');
    await userEvent.type(pin, '48a1 01299');
    expect(pin).toHaveValue('481012');
  });

  it('marks a refused card number invalid', () => {
    render(<WithError />);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInvalid();
  });

  it('cleans values the same way outside a field', () => {
    expect(cardNumberInput(' 6301480000000000013 ')).toBe('6301 4800 0000 0000 013');
    expect(pinInput('12-34-56-7')).toBe('123456');
  });
});

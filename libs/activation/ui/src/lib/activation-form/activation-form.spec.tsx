import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './activation-form.stories';

const { Empty, RefusedByTheGateway } = composeStories(stories);

describe('ActivationForm', () => {
  it('groups the card number in fours and sends digits, the value in minor units and the e-mail', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Card number/), '6301481000000000012');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('6301 4810 0000 0000 012');
    await userEvent.type(screen.getByLabelText(/Value/), '50');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toEqual({ cardNumber: '6301 4810 0000 0000 012', amount: '50', email: 'ada@example.com' });
  });

  it('refuses a wrong check digit, a value out of range or with pence, and an invalid e-mail, linked to their fields', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText(/Card number/), '6301481000000000013');
    await userEvent.type(screen.getByLabelText(/Value/), '500');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter the 19 digits of the card number as printed on the card')).toBeInTheDocument();
    expect(screen.getByText('The value is at most £150')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
    await userEvent.clear(screen.getByLabelText(/Value/));
    await userEvent.type(screen.getByLabelText(/Value/), '12.50');
    await userEvent.tab();
    expect(await screen.findByText('Enter a whole amount, without cents')).toBeInTheDocument();
  });

  it("shows the gateway's refusal on its field and moves focus there", async () => {
    render(<RefusedByTheGateway />);
    expect(await screen.findByText('This card cannot be activated here: card prefix not allowed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
  });
});

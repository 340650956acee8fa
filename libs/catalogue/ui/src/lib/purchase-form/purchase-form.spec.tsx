import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './purchase-form.stories';

const { FixedAndCustomAmounts, CustomAmountOnly, DigitalFixedValuesOnly, OutOfStock, Submitted, AmountTooLow, NothingChosen, AboveCardMaximum } = composeStories(stories);

const amounts = () => screen.getByRole('group', { name: 'Choose an amount' });

describe('PurchaseForm', () => {
  it('submits the chosen delivery type, fixed value and quantity', async () => {
    const onSubmit = fn();
    render(<FixedAndCustomAmounts onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Physical' }));
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£50' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Quantity/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Quantity/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ variationId: 'v-physical', deliveryType: 'PHYSICAL', amount: 5000, quantity: 3 }));
  });

  it('is ready again right after handing a choice to a synchronous handler (a dialog that opens and closes)', async () => {
    render(<FixedAndCustomAmounts onSubmit={fn(() => undefined)} />);
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£25' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to basket' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  });

  it('says before the basket that a value above £150 is sent as several cards, and not for one card', async () => {
    const onSubmit = fn();
    render(<AboveCardMaximum onSubmit={onSubmit} />);
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£50' }));
    expect(screen.queryByText(/^Sent as/)).not.toBeInTheDocument();
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£200' }));
    expect(screen.getByText('Sent as 2 cards: £150 and £50')).toBeInTheDocument();
    await userEvent.click(within(amounts()).getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your amount/ }), '400');
    expect(await screen.findByText('Sent as 3 cards: £150, £150 and £100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ variationId: 'big-digital', deliveryType: 'DIGITAL', amount: 40000, quantity: 1 }));
  });

  it('offers the fixed values of the delivery type chosen and drops a value the new type lacks', async () => {
    render(<FixedAndCustomAmounts />);
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£10' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Physical' }));
    expect(within(amounts()).queryByRole('radio', { name: '£10' })).not.toBeInTheDocument();
    expect(within(amounts()).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('shows the custom range of the delivery type and refuses an amount below it, linked to the field', async () => {
    render(<AmountTooLow />);
    await AmountTooLow.play?.({ canvasElement: document.body } as never);
    const field = screen.getByRole('textbox', { name: /Your amount/ });
    expect(screen.getByText('Between £5 and £150, whole amounts only')).toBeInTheDocument();
    const error = await screen.findByText('The amount must be at least £5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
  });

  it('asks for an amount when submitted without one, and keeps the button disabled until it is fixed', async () => {
    const onSubmit = fn();
    render(<NothingChosen onSubmit={onSubmit} />);
    await NothingChosen.play?.({ canvasElement: document.body } as never);
    expect(await screen.findByText('Choose an amount to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
    await userEvent.click(within(amounts()).getByRole('radio', { name: '£25' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to basket' })).toBeEnabled());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the amount directly when a product has no fixed values', () => {
    render(<CustomAmountOnly />);
    expect(screen.queryByRole('group', { name: 'Choose an amount' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your amount/ })).toBeInTheDocument();
  });

  it('leaves out the delivery choice when there is only one way to send the card', () => {
    render(<DigitalFixedValuesOnly />);
    expect(screen.queryByRole('group', { name: 'How should we send it?' })).not.toBeInTheDocument();
    expect(within(amounts()).queryByRole('radio', { name: 'Other amount' })).not.toBeInTheDocument();
  });

  it('says a product is out of stock and disables the button', () => {
    render(<OutOfStock />);
    const button = screen.getByRole('button', { name: 'Add to basket' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Out of stock: this gift card cannot be ordered at the moment.');
  });

  it('announces the status note politely', () => {
    render(<Submitted />);
    expect(screen.getByRole('status')).toHaveTextContent('Adding gift cards to the basket is coming soon.');
  });
});

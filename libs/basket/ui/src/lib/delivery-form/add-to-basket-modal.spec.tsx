import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { fn } from 'storybook/test';
import type { SubmitResult } from './apply-field-errors';
import type { DeliveryValues } from './delivery-values';
import * as stories from './add-to-basket-modal.stories';

const { Digital, Physical, ReceiverPerCard } = composeStories(stories);
// Typing without a pause per key: these forms take many characters.
const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(20_000);
const dialog = () => screen.getByRole('dialog', { name: 'Delivery details' });

async function fillDigitalReceiver(index = 0) {
  const receiver = within(screen.getByRole('group', { name: `Receiver ${index + 1}` }));
  await userEvent.type(receiver.getByRole('textbox', { name: /First name/ }), 'Alex');
  await userEvent.type(receiver.getByRole('textbox', { name: /Last name/ }), 'Morgan');
  await userEvent.type(receiver.getByRole('textbox', { name: /^E-mail address/ }), 'alex@example.com');
  await userEvent.type(receiver.getByRole('textbox', { name: /Repeat e-mail address/ }), 'alex@example.com');
}

describe('AddToBasketModal', () => {
  it('submits a digital receiver, a scheduled moment and a personal message', async () => {
    const onSubmit = fn(async (_values: DeliveryValues): Promise<SubmitResult> => undefined);
    render(<Digital onSubmit={onSubmit} />);
    await fillDigitalReceiver();
    await userEvent.click(screen.getByRole('radio', { name: 'On a date of your choice' }));
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-03-14');
    await userEvent.click(screen.getByRole('radio', { name: /Confetti e-mail design/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a personal message' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Personal message/ }), 'Happy birthday!');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      mode: 'SINGLE',
      receivers: [{ firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' }],
      when: 'LATER',
      deliveryDate: '2026-03-14',
      deliveryTime: '09:00',
      wrapperId: 'dw-confetti',
      addMessage: true,
      personalMessage: 'Happy birthday!',
    });
  });

  it('shows each e-mail design with its look beside its name', () => {
    render(<Digital />);
    const design = screen.getByRole('radio', { name: /Confetti e-mail design/ });
    const label = document.querySelector(`label[for="${design.id}"]`);
    expect(label?.querySelector('[data-swatch="#ffcb47"]')).toBeInTheDocument();
  });

  it('explains what is missing on the first submit and then waits for valid input', async () => {
    const onSubmit = fn(async (_values: DeliveryValues): Promise<SubmitResult> => undefined);
    render(<Digital onSubmit={onSubmit} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('First name is a required field')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Repeat e-mail address/ })).toHaveAccessibleDescription(/Please repeat the e-mail address/);
    expect(within(dialog()).getByRole('button', { name: 'Add to basket' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a receiver per card when the shopper splits the cards', async () => {
    render(<ReceiverPerCard />);
    await userEvent.click(screen.getByRole('radio', { name: 'A receiver per card' }));
    expect(screen.getAllByRole('group', { name: /^Receiver \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'One receiver' }));
    expect(screen.getAllByRole('group', { name: /^Receiver \d$/ })).toHaveLength(1);
  });

  it('shows the gateway’s field messages on their fields', async () => {
    render(<Digital onSubmit={fn(async (): Promise<SubmitResult> => ({ 'receivers.0.email': 'We cannot send gift cards to this address' }))} />);
    await fillDigitalReceiver();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('We cannot send gift cards to this address')).toBeInTheDocument();
  });

  it('asks a physical receiver for an address and offers the wrapper and gift packing looks', async () => {
    const onShowWrapper = fn();
    const onShowGiftPacking = fn();
    render(<Physical onShowWrapper={onShowWrapper} onShowGiftPacking={onShowGiftPacking} />);
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the wrapper' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Classic card wallet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the wrapper' }));
    expect(onShowWrapper).toHaveBeenCalledWith(expect.objectContaining({ id: 'w-classic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the gift packing' }));
    expect(onShowGiftPacking).toHaveBeenCalledWith(expect.objectContaining({ id: 'gp-box' }));
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { PurchaseForm } from './purchase-form';
import { aboveCardMaximumOptions, choiceCardOptions, digitalFixedOptions, donationOptions } from './purchase-form.fixtures';

const meta = {
  title: 'Catalogue/PurchaseForm',
  component: PurchaseForm,
  args: { options: choiceCardOptions, currency: 'GBP', inStock: true, onSubmit: fn() },
} satisfies Meta<typeof PurchaseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedAndCustomAmounts: Story = {};
export const CustomAmountOnly: Story = { args: { options: donationOptions } };
export const DigitalFixedValuesOnly: Story = { args: { options: digitalFixedOptions } };
export const OutOfStock: Story = { args: { inStock: false } };
export const Submitted: Story = { args: { status: 'Your choice is valid. Adding gift cards to the basket is coming soon.' } };

/** A custom amount below the minimum, after leaving the field. */
export const AmountTooLow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your amount/ }), '3');
    await userEvent.tab();
  },
};

/** Submitting without choosing an amount. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to basket' }));
  },
};

/** £400 typed on a card that allows values above £150: the form says it is sent as three cards. */
export const AboveCardMaximum: Story = {
  args: { options: aboveCardMaximumOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your amount/ }), '400');
  },
};

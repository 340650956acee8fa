import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DoublerEntryForm } from './doubler-entry-form';

const meta = {
  title: 'Doubler/DoublerEntryForm',
  component: DoublerEntryForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof DoublerEntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const UnknownNumber: Story = {
  args: {
    serverErrors: {
      fields: { cardNumber: "We don't know this number, please check the number and try again." },
      values: { name: '', email: '', cardNumber: '' },
    },
  },
};
export const AlreadyEntered: Story = {
  args: {
    serverErrors: {
      fields: { cardNumber: 'This gift card is already taking part in the draw of 7 December 2026.' },
      values: { name: '', email: '', cardNumber: '' },
    },
  },
};

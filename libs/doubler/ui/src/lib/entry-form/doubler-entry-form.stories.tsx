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

const noValues = { name: '', email: '', cardNumber: '', pin: '', captchaToken: '' };

export const Empty: Story = {};
export const UnknownNumber: Story = {
  args: {
    serverErrors: {
      fields: { cardNumber: "We don't know this number, please check the number and try again." },
      values: noValues,
    },
  },
};
export const AlreadyEntered: Story = {
  args: {
    serverErrors: {
      fields: { cardNumber: 'This gift card is already taking part in the draw of 7 December 2026.' },
      values: noValues,
    },
  },
};
export const PinRateLimited: Story = {
  args: {
    serverErrors: {
      fields: { pin: 'Too many attempts with a wrong PIN. Please try again in 30 minutes.' },
      values: noValues,
    },
  },
};
export const CaptchaFailed: Story = {
  args: {
    serverErrors: {
      fields: { captchaToken: 'We could not verify that you are not a robot. Please try again.' },
      values: { ...noValues, captchaToken: 'used' },
    },
  },
};

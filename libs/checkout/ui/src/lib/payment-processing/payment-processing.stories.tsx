import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentProcessing } from './payment-processing';

const meta = {
  title: 'Checkout/PaymentProcessing',
  component: PaymentProcessing,
  args: { awaitingApp: false, timedOut: false, onCheckAgain: fn() },
} satisfies Meta<typeof PaymentProcessing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {};
export const ConfirmInPhoneApp: Story = { args: { awaitingApp: true } };
export const TimedOut: Story = { args: { timedOut: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentUnavailable } from './payment-unavailable';

const meta = {
  title: 'Checkout/PaymentUnavailable',
  component: PaymentUnavailable,
  args: { backHref: '/basket/' },
} satisfies Meta<typeof PaymentUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CannotBePaid: Story = {};
export const RetryLimit: Story = { args: { reason: 'Too many attempts have been made. Please try again later or use a different payment method.' } };
export const RedeemOrder: Story = { args: { backHref: '/check-balance/', redeem: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentRetryNotice } from './payment-retry-notice';

const meta = {
  title: 'Checkout/PaymentRetryNotice',
  component: PaymentRetryNotice,
  args: { status: 'CANCELED' },
} satisfies Meta<typeof PaymentRetryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancelled: Story = {};
export const Failed: Story = { args: { status: 'failed' } };
export const Expired: Story = { args: { status: 'EXPIRED' } };
export const Unknown: Story = { args: { status: 'whatever' } };


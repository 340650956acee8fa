import type { Meta, StoryObj } from '@storybook/react-vite';
import { confirmedOrder } from '../fixtures';
import { OrderConfirmation } from './order-confirmation';

const meta = {
  title: 'Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: { order: confirmedOrder },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const AwaitingBankTransfer: Story = { args: { order: { ...confirmedOrder, status: 'PENDING', paymentMethod: 'banktransfer', paymentMethodTitle: 'Bank transfer' } } };
export const BusinessInvoice: Story = {
  args: { order: { ...confirmedOrder, status: 'PENDING', paymentMethod: 'invoice', paymentMethodTitle: 'Invoice', billingAddress: { id: 'b2', email: 'finance@example.com', customerType: 'BUSINESS' } } },
};
export const BeingProcessed: Story = { args: { order: { ...confirmedOrder, status: 'PENDING' } } };
export const Cancelled: Story = { args: { order: { ...confirmedOrder, status: 'CANCELED' } } };

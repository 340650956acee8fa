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

const bankDetails = { accountName: 'GiftCards UK Ltd', iban: 'GB33 BUKB 2020 1555 5555 55', bic: 'BUKBGB22', sortCode: '20-20-15', accountNumber: '55555555' };

export const Paid: Story = { args: { bankDetails } };
/** The Dutch store: the order's time in its own time zone. */
export const PaidInDutchStore: Story = { args: { bankDetails }, globals: { brand: 'CB', language: 'nl' } };
export const AwaitingBankTransfer: Story = { args: { bankDetails, order: { ...confirmedOrder, status: 'PENDING', paymentMethod: 'banktransfer', paymentMethodTitle: 'Bank transfer' } } };
export const BusinessInvoice: Story = {
  args: { order: { ...confirmedOrder, status: 'PENDING', paymentMethod: 'invoice', paymentMethodTitle: 'Invoice', billingAddress: { id: 'b2', email: 'finance@example.com', customerType: 'BUSINESS' } } },
};
export const BeingProcessed: Story = { args: { order: { ...confirmedOrder, status: 'PENDING' } } };
/** A redeem order: two cards paid most of it, the rest went to Visa. */
export const PaidWithGiftCards: Story = {
  args: {
    order: {
      ...confirmedOrder,
      orderType: 'REDEEM',
      totals: { ...confirmedOrder.totals, grandTotal: { minorUnits: 26000, currency: 'GBP' } },
      giftCardPayments: [
        { maskedNumber: '**** 0013', amount: { minorUnits: 15000, currency: 'GBP' }, refunded: false },
        { maskedNumber: '**** 0021', amount: { minorUnits: 6000, currency: 'GBP' }, refunded: false },
      ],
    },
  },
};
export const Cancelled: Story = { args: { order: { ...confirmedOrder, status: 'CANCELED' } } };

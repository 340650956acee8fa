import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCart } from '../fixtures';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  args: { cart: sampleCart },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitalAndPhysical: Story = {};
export const DigitalOnly: Story = {
  args: {
    cart: {
      ...sampleCart,
      packagesGroups: sampleCart.packagesGroups.slice(0, 2),
      groupedTotals: { ...sampleCart.groupedTotals, physicalTotal: { qty: 0, price: { minorUnits: 0, currency: 'GBP' } }, extra: { minorUnits: 0, currency: 'GBP' } },
      totals: { subTotal: { minorUnits: 7850, currency: 'GBP' }, grandTotal: { minorUnits: 7850, currency: 'GBP' }, adjustments: [] },
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlacedRedeemOrder } from './placed-redeem-order';

const meta = {
  title: 'Redeem/PlacedRedeemOrder',
  component: PlacedRedeemOrder,
  args: { order: { referenceNumber: 'GCUK-100042', remainingBalance: { minorUnits: 500, currency: 'GBP' } }, detailsHref: '/order/0b5c3e1a-1f43-4a71-9d5e-6c0f6a1e2b3c/' },
} satisfies Meta<typeof PlacedRedeemOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {};

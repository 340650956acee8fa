import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { RedeemProducts } from './redeem-products';

const meta = {
  title: 'Redeem/RedeemProducts',
  component: RedeemProducts,
  args: { products: sampleProducts, onChoose: fn(), onMoreInfo: fn(), onVisitShop: fn() },
} satisfies Meta<typeof RedeemProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GiftCardsAndDonations: Story = {};
export const Empty: Story = { args: { products: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { NiceToKnowModal } from './nice-to-know-modal';

const meta = {
  title: 'Redeem/NiceToKnowModal',
  component: NiceToKnowModal,
  args: { open: true, onClose: fn(), products: sampleProducts, expiryDate: '2027-11-23' },
} satisfies Meta<typeof NiceToKnowModal>;

export default meta;
const teapot = sampleProducts[1];
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithMinimumRemainingBalance: Story = {
  args: {
    products: [
      sampleProducts[0],
      { ...teapot, redeemData: { ...teapot.redeemData, title: 'The Velvet Teapot', minimumRemainingBalance: { minorUnits: 500, currency: 'GBP' } } },
    ],
  },
};
export const WithoutFigures: Story = { args: { products: [], expiryDate: null } };

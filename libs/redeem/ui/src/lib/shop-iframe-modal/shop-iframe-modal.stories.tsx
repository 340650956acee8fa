import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { ShopIframeModal } from './shop-iframe-modal';

const meta = {
  title: 'Redeem/ShopIframeModal',
  component: ShopIframeModal,
  args: { product: sampleProducts[0], onClose: fn() },
} satisfies Meta<typeof ShopIframeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutShopPage: Story = { args: { product: sampleProducts[1] } };

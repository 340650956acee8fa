import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyCart } from './empty-cart';

const meta = {
  title: 'Checkout/EmptyCart',
  component: EmptyCart,
  args: { href: '/gift-cards/' },
} satisfies Meta<typeof EmptyCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleCart } from '../fixtures';
import { OrderOverview } from './order-overview';

const meta = {
  title: 'Checkout/OrderOverview',
  component: OrderOverview,
  args: { cart: sampleCart, open: false, onOpen: fn(), onClose: fn() },
} satisfies Meta<typeof OrderOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** The "checkout order overview" modal phones open. */
export const ModalOpen: Story = { args: { open: true } };

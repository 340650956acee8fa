import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddedToBasketModal } from './added-to-basket-modal';

const meta = {
  title: 'Basket/AddedToBasketModal',
  component: AddedToBasketModal,
  args: { open: true, onClose: fn(), line: '2 × Harbour & Pine Gift Card, £25 each', basketHref: '/basket/' },
} satisfies Meta<typeof AddedToBasketModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {};

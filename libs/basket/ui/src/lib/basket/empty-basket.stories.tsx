import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyBasket } from './empty-basket';

const meta = {
  title: 'Basket/EmptyBasket',
  component: EmptyBasket,
  args: { giftCardsHref: '/gift-cards/' },
} satisfies Meta<typeof EmptyBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

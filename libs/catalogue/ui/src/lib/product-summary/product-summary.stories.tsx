import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductSummary } from './product-summary';

const meta = {
  title: 'Catalogue/ProductSummary',
  component: ProductSummary,
  args: {
    title: 'Harbour & Pine Gift Card',
    description: 'Seasonal British cooking by the harbour. The gift card can be used at every Harbour & Pine location for food and drinks.',
    imageUrl: '/card-art/48/harbour-and-pine-gift-card.svg',
    imageAlt: 'Harbour & Pine Gift Card',
    brand: 'Harbour & Pine',
    categories: [
      { id: '1', title: 'Restaurants', href: '/category/restaurants/' },
      { id: '2', title: 'Food & Drink', href: '/category/food-and-drink/' },
    ],
  },
} satisfies Meta<typeof ProductSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GiftCard: Story = {};
export const Donation: Story = {
  args: { title: 'Donation to the Warm Hearth Appeal', brand: undefined, categories: [], description: 'Emergency beds, hot meals and winter coats.' },
};

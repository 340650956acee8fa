import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTile } from './product-tile';

const meta = {
  title: 'Catalogue/ProductTile',
  component: ProductTile,
  args: {
    title: 'Harbour & Pine Gift Card',
    href: '/gift-cards/harbour-and-pine-gift-card/',
    imageUrl: '/card-art/48/harbour-and-pine-gift-card.svg',
    imageAlt: 'Harbour & Pine Gift Card',
    fromPrice: { minorUnits: 1000, currency: 'GBP' },
    showShadow: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrice: Story = {};
export const WithoutPrice: Story = { args: { fromPrice: undefined } };
export const AboveTheFold: Story = { args: { priority: true } };

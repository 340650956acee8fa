import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { tiles } from '../product-tiles/product-tiles.fixtures';
import { ProductListingView } from './product-listing-view';

const meta = {
  title: 'Catalogue/ProductListingView',
  component: ProductListingView,
  args: {
    items: tiles.slice(0, 16),
    total: 238,
    priorityCount: 4,
    lookAhead: 'pending',
    showMore: { onShowMore: fn(), loading: false, failed: false },
    nextHref: '/gift-cards/2/',
    emptyHref: '/gift-cards/',
  },
} satisfies Meta<typeof ProductListingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LoadingMore: Story = { args: { showMore: { onShowMore: fn(), loading: true, failed: false } } };
export const LoadingFailed: Story = { args: { showMore: { onShowMore: fn(), loading: false, failed: true } } };
export const LaterPage: Story = { args: { firstPosition: 33, previousHref: '/gift-cards/2/', nextHref: '/gift-cards/4/' } };
export const EndOfList: Story = { args: { items: tiles, total: 17, lookAhead: null, showMore: undefined, nextHref: undefined } };
export const Empty: Story = { args: { items: [], total: 0, lookAhead: null, showMore: undefined, nextHref: undefined } };

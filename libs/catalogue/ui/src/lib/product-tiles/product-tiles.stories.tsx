import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTiles } from './product-tiles';
import { tiles } from './product-tiles.fixtures';

const meta = {
  title: 'Catalogue/ProductTiles',
  component: ProductTiles,
  args: { items: tiles.slice(0, 16), priorityCount: 4 },
} satisfies Meta<typeof ProductTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
/** The small desktop's 17th card while it loads (its slot shows at 1024–1279 px only). */
export const LookAheadPending: Story = { args: { lookAhead: 'pending' } };
export const LookAheadLoaded: Story = { args: { lookAhead: tiles[16] } };
/** Most chosen: two top products mixed in, one first and one last; on a large desktop both lead. */
export const MostChosenRow: Story = {
  args: {
    layout: 'row',
    priorityCount: 0,
    items: [tiles[10], ...tiles.slice(0, 8), tiles[11]].map((tile) => ({ ...tile, fromPrice: undefined })),
    leadOnLargeDesktop: [tiles[10].id, tiles[11].id],
  },
};

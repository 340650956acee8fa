import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Catalogue/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { name: 'Home', href: '/' },
      { name: 'Gift cards', href: '/gift-cards/' },
      { name: 'Harbour & Pine Gift Card', href: '/gift-cards/harbour-and-pine-gift-card/' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductTrail: Story = {};
export const TwoLevels: Story = { args: { items: [{ name: 'Home', href: '/' }, { name: 'Occasions', href: '/occasions/' }] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCard } from './promo-card';

const meta = {
  title: 'Catalogue/PromoCard',
  component: PromoCard,
  args: {
    title: 'The gift card for every occasion',
    description: 'Choose from more than 200 gift cards, or let them choose with the Choice Gift Card.',
    href: '/gift-cards/choice-gift-card/',
    backgroundColor: '#5b2a86',
    image: { src: '/card-art/48/choice-gift-card.svg', alt: '', width: 340, height: 214 },
    showShadow: true,
    headingLevel: 2,
  },
} satisfies Meta<typeof PromoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = { args: { size: 'hero', headingLevel: 1, priority: true } };
export const Tile: Story = {};
export const WithoutImage: Story = {
  args: { title: 'For business', description: 'Reward employees and thank clients.', href: '/business/', backgroundColor: '#0f3b5f', image: undefined },
};
export const LightBackground: Story = {
  args: { title: 'Spa days for Mother’s Day', description: 'Give her a day off.', backgroundColor: '#f28ab2', image: undefined },
};

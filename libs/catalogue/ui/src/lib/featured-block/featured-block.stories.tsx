import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeaturedBlock } from './featured-block';

const meta = {
  title: 'Catalogue/FeaturedBlock',
  component: FeaturedBlock,
  args: {
    title: 'The Choice Gift Card',
    text: "Can't decide? Let them choose from more than 200 gift cards.",
    href: '/gift-cards/choice-gift-card/',
    image: { src: '/brand/GCUK/featured.svg', width: 560, height: 360, alt: '' },
  },
} satisfies Meta<typeof FeaturedBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoiceCard: Story = {};
export const SiblingBrandLink: Story = { args: { href: 'https://www.example.org/all-in-1/', title: 'All-in-1 gift card' } };

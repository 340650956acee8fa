import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionBlock } from './promotion-block';

const meta = {
  title: 'Catalogue/PromotionBlock',
  component: PromotionBlock,
  args: {
    title: 'A gift card for every moment',
    text: 'Birthday, thank-you or the holidays: send a gift card by e-mail in minutes.',
    linkLabel: 'View all gift cards',
    href: '/gift-cards/',
    image: { src: '/brand/GCUK/promotion.svg', width: 960, height: 320, alt: '' },
  },
} satisfies Meta<typeof PromotionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaign: Story = {};

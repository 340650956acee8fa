import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoModal } from './promo-modal';

const meta = {
  title: 'Shell/PromoModal',
  component: PromoModal,
  args: {
    open: true,
    title: "Can't decide? Give choice",
    text: 'The Choice Gift Card lets them pick from more than 200 gift cards.',
    linkLabel: 'Discover the Choice Gift Card',
    href: '/gift-cards/choice-gift-card/',
    onClose: fn(),
    onFollow: fn(),
  },
} satisfies Meta<typeof PromoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};
export const WithImage: Story = { args: { image: { src: '/brand/GCUK/featured.svg', width: 560, height: 360 } } };

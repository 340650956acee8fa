import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cardArt } from '../../testing/card-art';
import { ProductCard } from './product-card';

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  args: {
    title: 'Cinema Night',
    href: '/gift-cards/cinema-night/',
    imageUrl: cardArt('Cinema Night', '#7a1f3d'),
    imageAlt: '',
    backgroundColor: '#f6e4ea',
    fromPrice: { minorUnits: 1500, currency: 'GBP' },
    position: 1,
    onClick: fn(),
  },
  argTypes: { backgroundColor: { control: 'color' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPrice: Story = { args: { fromPrice: null } };
export const WithShadow: Story = { args: { showShadow: true } };
export const WithHand: Story = { args: { showHand: true, showShadow: true } };
export const WithoutBackground: Story = { args: { backgroundColor: undefined } };
export const AboveTheFold: Story = { args: { priority: true } };
export const HeadingLevel2: Story = { args: { headingLevel: 2 } };
export const DescriptiveImage: Story = { args: { imageAlt: 'Gift card with a film reel on a red background' } };
export const LongTitle: Story = { args: { title: 'The Very Long Restaurant and Wine Bar Collection Gift Card' } };

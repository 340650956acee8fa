import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../testing/card-art';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const cards = (count: number) =>
  sampleProducts
    .slice(0, count)
    .map((product, index) => (
      <ProductCard
        key={product.href}
        title={product.title}
        href={product.href}
        imageUrl={product.imageUrl}
        imageAlt=""
        backgroundColor={product.background}
        fromPrice={{ minorUnits: product.from, currency: 'GBP' }}
        showShadow
        showHand={index % 3 === 0}
        priority={index < 4}
        position={product.position}
      />
    ));

const meta = {
  title: 'Design system/ProductGrid',
  component: ProductGrid,
  args: { 'aria-label': 'Gift cards', children: cards(8) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumnsOnLargeScreens: Story = {};
export const FiveColumnsOnLargeScreens: Story = { args: { largeColumns: 5 } };
export const FewProducts: Story = { args: { children: cards(3) } };

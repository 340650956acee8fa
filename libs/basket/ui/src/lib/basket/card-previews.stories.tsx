import type { Meta, StoryObj } from '@storybook/react-vite';
import { digitalGroup, physicalGroup } from '../basket.fixtures';
import { CardPreviews } from './card-previews';

const meta = {
  title: 'Basket/CardPreviews',
  component: CardPreviews,
  args: { previews: digitalGroup.previews },
} satisfies Meta<typeof CardPreviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const One: Story = { args: { previews: physicalGroup.previews } };
export const Large: Story = { args: { size: 'large' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BrandsModal } from './brands-modal';

const meta = {
  title: 'Catalogue/BrandsModal',
  component: BrandsModal,
  args: { open: true, onClose: fn(), brands: ['Bella Italia', 'Café Rouge', 'Cineworld', 'Pizza Express', 'Prezzo', 'Wagamama'] },
} satisfies Meta<typeof BrandsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brands: Story = {};
export const Loading: Story = { args: { brands: null } };
export const Failed: Story = { args: { brands: null, failed: true } };
export const OneBrand: Story = { args: { brands: ['Wagamama'] } };

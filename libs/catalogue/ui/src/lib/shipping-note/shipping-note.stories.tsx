import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShippingNote } from './shipping-note';

const meta = {
  title: 'Catalogue/ShippingNote',
  component: ShippingNote,
  args: { text: 'Orders placed on working days before 5:00 PM ship the same day.' },
} satisfies Meta<typeof ShippingNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameDay: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { count: 3, label: 'items in your basket' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {};
export const Zero: Story = { args: { count: 0 } };
export const OverMax: Story = { args: { count: 120 } };

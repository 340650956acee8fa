import type { Meta, StoryObj } from '@storybook/react-vite';
import { NextDraw } from './next-draw';

const meta = {
  title: 'Doubler/NextDraw',
  component: NextDraw,
  args: { status: { nextDrawDate: '2026-12-07' } },
} satisfies Meta<typeof NextDraw>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

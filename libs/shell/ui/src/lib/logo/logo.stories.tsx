import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const image = (version: string, width: number, height: number, mobile = false) => ({ src: `/brand/GCUK/logo-${version}${mobile ? '-mobile' : ''}.svg`, width, height });

const meta = {
  title: 'Shell/Logo',
  component: Logo,
  args: { href: '/', label: 'GiftCards UK home page', desktop: image('v1', 200, 80), mobile: image('v1', 170, 68, true) },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Version1: Story = {};
export const Version2: Story = { args: { desktop: image('v2', 252, 86), mobile: image('v2', 116, 68, true) } };
export const Version3: Story = { args: { desktop: image('v3', 202, 52), mobile: image('v3', 134, 36, true) } };

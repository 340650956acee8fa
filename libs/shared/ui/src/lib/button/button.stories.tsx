import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Add to basket', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const LinkLike: Story = { args: { variant: 'link', children: 'View all categories' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', children: 'To checkout' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: 'Pay now' } };
export const AsLink: Story = { args: { href: '/basket/', children: 'Go to basket' } };
export const AsExternalLink: Story = { args: { href: 'https://www.example.org/business', variant: 'secondary', children: 'Request a quote' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from './account-menu';

const icon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  args: {
    icon,
    links: [
      { href: '/account/overview/', label: 'Overview' },
      { href: '/account/orders/', label: 'My orders' },
    ],
    onLogOut: fn(async () => undefined),
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My account' }));
  },
};
export const Loading: Story = { args: { disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLinks } from '../story-data';
import { AccountLinks } from './account-links';

const meta = {
  title: 'Account/AccountLinks',
  component: AccountLinks,
  args: { label: 'My account', links: sampleLinks },
} satisfies Meta<typeof AccountLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

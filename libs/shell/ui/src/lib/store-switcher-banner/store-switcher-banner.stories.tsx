import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoreSwitcherBanner } from './store-switcher-banner';

const meta = {
  title: 'Shell/StoreSwitcherBanner',
  component: StoreSwitcherBanner,
  args: { countryCode: 'NL', countryName: 'Netherlands', onContinue: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreSwitcherBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorFromAbroad: Story = {};

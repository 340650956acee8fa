import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuButton } from './menu-button';

const meta = {
  title: 'Shell/MenuButton',
  component: MenuButton,
  args: { expanded: false, controls: 'gift-cards-menu', onClick: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="gift-cards-menu" hidden />
      </>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { expanded: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './top-bar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    items: ['Ordered before 17:00, delivered tomorrow', 'Always a suitable business gift', 'Personalise with gift packaging'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates on viewports up to 1023 px; resize the canvas to see it. */
export const SellingPoints: Story = {};
export const WithAside: Story = { args: { aside: <a href="/check-balance/">Check balance &amp; redeem</a> } };
export const SinglePoint: Story = { args: { items: ['Ordered before 17:00, delivered tomorrow'] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MobileMenuLinks } from '../mobile-menu-links/mobile-menu-links';
import { sampleBusinessMenu, sampleCategories } from '../story-data';
import { MenuPanel } from './menu-panel';

const meta = {
  title: 'Shell/MenuPanel',
  component: MenuPanel,
  args: { id: 'gift-cards-menu', open: true, categories: sampleCategories, onNavigate: fn() },
  decorators: [
    (Story) => (
      // The panel hangs below its header: here, below the top edge of the canvas.
      <div style={{ minHeight: 480 }}>
        <div style={{ position: 'relative' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop shows the hovered category's top products; narrower canvases list six categories. */
export const Open: Story = {};
export const WithMobileLinks: Story = {
  args: {
    footer: (
      <MobileMenuLinks
        choiceRedeemHref="/check-balance/"
        choiceCardHref="/gift-cards/choice-gift-card/"
        businessMenu={sampleBusinessMenu}
        businessHref="/business/"
        supportHref="/support/helpdesk/"
        onLanguage={fn()}
        currentLanguage="English"
      />
    ),
  },
};
export const FewCategories: Story = { args: { categories: sampleCategories.slice(0, 4) } };
export const Closed: Story = { args: { open: false } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleBusinessMenu } from '../story-data';
import { MobileMenuLinks } from './mobile-menu-links';

const meta = {
  title: 'Shell/MobileMenuLinks',
  component: MobileMenuLinks,
  args: {
    choiceRedeemHref: '/check-balance/',
    choiceCardHref: '/gift-cards/choice-gift-card/',
    businessMenu: sampleBusinessMenu,
    businessHref: '/business/',
    supportHref: '/support/helpdesk/',
    onLanguage: fn(),
    currentLanguage: 'English',
  },
} satisfies Meta<typeof MobileMenuLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UkBuild: Story = {};
export const OtherBuild: Story = { args: { choiceCardHref: null } };
export const WithoutBusinessMenu: Story = { args: { businessMenu: null } };
export const WithoutLanguageSwitcher: Story = { args: { onLanguage: undefined } };

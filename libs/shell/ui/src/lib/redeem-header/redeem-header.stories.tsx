import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Logo } from '../logo/logo';
import { RedeemHeader } from './redeem-header';

const logo = (
  <Logo
    href="/"
    label="GiftCards UK home page"
    desktop={{ src: '/brand/GCUK/logo-v1.svg', width: 200, height: 80 }}
    mobile={{ src: '/brand/GCUK/logo-v1-mobile.svg', width: 170, height: 68 }}
  />
);

const meta = {
  title: 'Shell/RedeemHeader',
  component: RedeemHeader,
  args: { logo, supportHref: '/support/helpdesk/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RedeemHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance check, redeem information and redeem checkout pages. */
export const BalanceCheck: Story = {};
export const WithDelayWarning: Story = { args: { delayWarning: true } };
export const RedeemShop: Story = { args: { languageSwitch: { currentLanguage: 'English', onOpen: fn() } } };
export const RedeemShopWithDelayWarning: Story = { args: { delayWarning: true, languageSwitch: { currentLanguage: 'English', onOpen: fn() } } };
/** The checkout's reduced header (brand toggle checkoutV2Header). */
export const SecureCheckout: Story = { args: { secureCheckout: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { samplePaymentIcons, sampleFooterMenu } from '../story-data';
import { FooterColumns } from './footer-columns';
import { FooterLayout } from './footer-layout';
import { FooterLegal } from './footer-legal';
import { FooterNote } from './footer-note';
import { PaymentIcons } from './payment-icons';
import { SocialLinks } from './social-links';
import { StoreSwitcherButton } from './store-switcher-button';
import { TrustMarks } from './trust-marks';

const social = [
  { network: 'facebook', url: 'https://www.facebook.com/giftcardsuk', hidden: false },
  { network: 'instagram', url: 'https://www.instagram.com/giftcardsuk', hidden: false },
  { network: 'tiktok', url: 'https://www.tiktok.com/@giftcardsuk', hidden: false },
  { network: 'linkedIn', url: 'https://www.linkedin.com/company/giftcardsuk', hidden: false },
  { network: 'pinterest', url: 'https://www.pinterest.co.uk/giftcardsuk', hidden: false },
] as const;
const marks = [
  { src: '/brand/GCUK/trust-reviews.svg', width: 120, height: 32, alt: 'Rated 4.8 out of 5 by customers' },
  { src: '/brand/GCUK/trust-secure.svg', width: 120, height: 32, alt: 'Secure payment' },
];

const meta = {
  title: 'Shell/Footer',
  component: FooterLayout,
  args: {
    note: <FooterNote icon={{ src: '/brand/GCUK/clock.svg', width: 32, height: 32, alt: '' }} />,
    columns: <FooterColumns menu={sampleFooterMenu} />,
    aside: (
      <>
        <SocialLinks links={social} />
        <StoreSwitcherButton countryName="United Kingdom" languageName="English" onOpen={fn()} />
      </>
    ),
    marks: (
      <>
        <PaymentIcons icons={samplePaymentIcons} />
        <TrustMarks marks={marks} />
        <img src="/brand/GCUK/logo-footer.svg" width={160} height={64} alt="GiftCards UK" />
      </>
    ),
    legal: <FooterLegal termsHref="/general-terms/" privacyHref="/privacy/" cookiesHref="/cookieverklaring/" year={2026} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
export const WithoutCookieLinkAndSwitcher: Story = {
  args: {
    aside: <SocialLinks links={social} />,
    legal: <FooterLegal termsHref="/general-terms/" privacyHref="/privacy/" year={2026} />,
  },
};
export const Minimal: Story = { args: { note: undefined, columns: undefined, aside: undefined, marks: undefined } };

import type { SeedPage } from '../types';
import { cbCookiePage, cbPrivacyPage, cbTermsPage } from './pages-legal';
import { cbAboutPage, cbCancellationPage, cbContactPage, cbDeliveryPage, cbHelpdeskPage } from './pages-service';
import {
  cbBusinessPage,
  cbChristmasPage,
  cbCorporateGiftsPage,
  cbHomePage,
  cbQuotePage,
  cbSinterklaasPage,
} from './pages-business';

export const cbPages: SeedPage[] = [
  cbHomePage,
  cbTermsPage,
  cbPrivacyPage,
  cbCancellationPage,
  cbDeliveryPage,
  cbCookiePage,
  cbAboutPage,
  cbHelpdeskPage,
  cbContactPage,
  cbBusinessPage,
  cbQuotePage,
  cbCorporateGiftsPage,
  cbSinterklaasPage,
  cbChristmasPage,
];

import type { SeedPage } from '../types';
import { gcukCookiePage, gcukPrivacyPage, gcukTermsPage } from './pages-legal';
import { gcukAboutPage, gcukCancellationPage, gcukDeliveryPage } from './pages-info';
import { gcukContactPage, gcukHelpdeskPage } from './pages-support';
import {
  gcukBusinessPage,
  gcukChristmasPage,
  gcukCorporateGiftsPage,
  gcukHomePage,
  gcukQuotePage,
  gcukTeacherGiftsPage,
} from './pages-business';

export const gcukPages: SeedPage[] = [
  gcukHomePage,
  gcukTermsPage,
  gcukPrivacyPage,
  gcukCancellationPage,
  gcukDeliveryPage,
  gcukCookiePage,
  gcukAboutPage,
  gcukHelpdeskPage,
  gcukContactPage,
  gcukBusinessPage,
  gcukQuotePage,
  gcukCorporateGiftsPage,
  gcukChristmasPage,
  gcukTeacherGiftsPage,
];

// The document and providers are the storefront runtime's (libs/storefront/app).
export { default, Layout } from '@giftshop/storefront-app/root';

// Hydration is the storefront runtime's (libs/storefront/app).
import '@giftshop/storefront-app/entry.client';

// Server rendering, load context and headers are the storefront runtime's (libs/storefront/app).
export { default, BRAND_PAGE_POLICY, commonSecurityHeaders, createLoadContext, gatewayUserData, handleDataRequest, inlineStylesFrom, streamTimeout } from '@giftshop/storefront-app/entry.server';

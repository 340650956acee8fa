import type { GatewayModule } from '@giftshop/gateway-core';
import { createAccountsResolvers } from './lib/accounts.resolvers';
import type { AccountsRuntime } from './lib/accounts.runtime';
import { accountsTypeDefs } from './lib/accounts.sdl';
import { invoiceRoute } from './lib/invoices/invoice.route';

export { accountsTypeDefs } from './lib/accounts.sdl';
export { ACCOUNT_LIMITS, type AccountLimitName, type AccountsRuntime } from './lib/accounts.runtime';
export { PASSWORD_RESET_MINUTES } from './lib/password.service';
export { createPasswordCheck, hashPassword, type PasswordCheck } from './lib/password';
export { INVOICE_LINK_SECONDS, readInvoiceToken, signInvoiceToken, type InvoiceGrant } from './lib/invoices/invoice-token';
export { renderInvoicePdf, type InvoicePaymentTerms, type InvoiceRequest, type InvoiceSeller } from './lib/invoices/invoice-pdf';
export { renderOrderInvoice, type InvoiceBrandData } from './lib/invoices/order-invoice';

/**
 * Customer accounts: identify, login and logout, registration, passwords, the profile and address book, the
 * customer's orders and their invoices (GET /invoices/<token>.pdf), account deletion.
 */
export function createAccountsModule(runtime: AccountsRuntime): GatewayModule {
  return { name: 'accounts', typeDefs: accountsTypeDefs, resolvers: createAccountsResolvers(runtime), routes: [invoiceRoute(runtime)] };
}

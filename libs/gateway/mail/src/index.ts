export { createMailTransport, emlFileName, type MailAddress, type MailAttachment, type MailMessage, type MailTransport, type MailTransportSettings } from './lib/transport';
export { marketingHeaders, queueEmail, queueEmails, type QueuedEmail } from './lib/queue-email';
export { createOutboxSender, type OutboxAttachments, type OutboxEmailRef, type OutboxRenderer, type OutboxSender, type OutboxSenderOptions } from './lib/outbox-sender';
export { senderAddress, storeMailbox } from './lib/sender-address';
export { devMailModule, devMailRoute, DEV_MAIL_PREFIX } from './lib/dev-mail-page';
export { cardDeliverySubject, renderCardDeliveryEmail, type CardDeliveryData, type DeliveredCard } from './lib/templates/card-delivery';
export { renderDonationNoticeEmail, type DonationNoticeData } from './lib/templates/donation-notice';
export { renderShipmentPrintEmail, shipmentPrintSubject, type PrintPackage, type ShipmentPrintData } from './lib/templates/shipment-print';
export { renderOrderConfirmationEmail, type OrderConfirmationData, type OrderLine, type ShipmentSummary } from './lib/templates/order-confirmation';
export type { RenderedEmail } from './lib/templates/rendered-email';
export type { MailLocale } from './lib/templates/format';
export { renderActivationConfirmationEmail, type ActivationConfirmationData } from './lib/templates/activation-confirmation';
export { cardDetailsUrl, checkBalanceUrl, orderUrl, redeemSessionUrl, type StorefrontSite } from './lib/templates/storefront-links';
export { escapeHtml } from './lib/templates/html';
export { balancePageUrl, renderDoublerWinnerEmail, type DoublerWinnerData } from './lib/templates/doubler-winner';
export { newPasswordUrl, renderPasswordResetEmail, type PasswordResetData } from './lib/templates/password-reset';
export {
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  renderNewsletterConfirmEmail,
  renderNewsletterWelcomeEmail,
  type NewsletterConfirmData,
  type NewsletterWelcomeData,
} from './lib/templates/newsletter';
export { renderEnquiryAcknowledgementEmail, renderEnquiryNotificationEmail, type EnquiryEmailData } from './lib/templates/enquiry';
export {
  INVOICE_PAYMENT_DAYS,
  ORDER_INVOICE_TEMPLATE,
  orderIdOfInvoiceKey,
  orderInvoiceKey,
  renderOrderInvoiceEmail,
  type OrderInvoiceEmailData,
} from './lib/templates/order-invoice';
export { BANK_TRANSFER_TEMPLATE, renderBankTransferEmail, type BankTransferEmailData, type PaymentAccount } from './lib/templates/bank-transfer';

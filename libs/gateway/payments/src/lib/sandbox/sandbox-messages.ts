import type { PaymentStatus, SandboxOutcome } from '@giftshop/gateway-order-payments';

export interface SandboxMessages {
  title: string;
  intro: string;
  order: string;
  amount: string;
  method: string;
  bank: string;
  chooseBank: string;
  bankRequired: string;
  choose: string;
  outcomes: Record<SandboxOutcome, string>;
  pendingIntro: string;
  paidLaterIntro: string;
  markPaid: string;
  closed: (status: string) => string;
  statuses: Record<PaymentStatus, string>;
  backToShop: string;
  notFound: string;
  formExpired: string;
  webhookFailed: string;
  tryAgain: string;
}

const en: SandboxMessages = {
  title: 'Test payment',
  intro: 'This page stands in for the payment provider. No money is moved: choose what happens to this payment.',
  order: 'Order',
  amount: 'Amount',
  method: 'Payment method',
  bank: 'Bank',
  chooseBank: 'Choose your bank',
  bankRequired: 'Choose your bank to pay.',
  choose: 'What happens to this payment?',
  outcomes: {
    paid: 'Pay: the payment succeeds',
    pending: 'Confirm later in the banking app',
    failed: 'The payment fails',
    canceled: 'Cancel the payment',
    expired: 'Let the payment expire',
    fraud: 'Refuse as suspected fraud',
  },
  pendingIntro: 'This payment waits for confirmation in the banking app. Confirm or decline it now, or come back later.',
  paidLaterIntro: 'This order is paid later, by bank transfer or invoice, and waits until the money arrives. The shop can mark it as paid here.',
  markPaid: 'Mark as paid',
  closed: (status) => `This payment is closed: ${status}.`,
  statuses: { OPEN: 'open', PENDING: 'pending', PAID: 'paid', FAILED: 'failed', CANCELED: 'cancelled', EXPIRED: 'expired' },
  backToShop: 'Back to the shop',
  notFound: 'We do not know this payment.',
  formExpired: 'This form is no longer valid. Reload the page and try again.',
  webhookFailed: 'The payment provider could not reach the shop. Please try again.',
  tryAgain: 'Try again',
};

const nl: SandboxMessages = {
  title: 'Testbetaling',
  intro: 'Deze pagina speelt de betaalprovider na. Er wordt geen geld overgemaakt: kies wat er met deze betaling gebeurt.',
  order: 'Bestelling',
  amount: 'Bedrag',
  method: 'Betaalmethode',
  bank: 'Bank',
  chooseBank: 'Kies je bank',
  bankRequired: 'Kies je bank om te betalen.',
  choose: 'Wat gebeurt er met deze betaling?',
  outcomes: {
    paid: 'Betalen: de betaling slaagt',
    pending: 'Later bevestigen in de bankapp',
    failed: 'De betaling mislukt',
    canceled: 'De betaling annuleren',
    expired: 'De betaling laten verlopen',
    fraud: 'Weigeren wegens vermoedelijke fraude',
  },
  pendingIntro: 'Deze betaling wacht op bevestiging in de bankapp. Bevestig of weiger haar nu, of kom later terug.',
  paidLaterIntro: 'Deze bestelling wordt later betaald, per overschrijving of op factuur, en wacht tot het geld binnen is. De winkel kan haar hier als betaald markeren.',
  markPaid: 'Als betaald markeren',
  closed: (status) => `Deze betaling is afgesloten: ${status}.`,
  statuses: { OPEN: 'open', PENDING: 'in afwachting', PAID: 'betaald', FAILED: 'mislukt', CANCELED: 'geannuleerd', EXPIRED: 'verlopen' },
  backToShop: 'Terug naar de winkel',
  notFound: 'We kennen deze betaling niet.',
  formExpired: 'Dit formulier is niet meer geldig. Laad de pagina opnieuw en probeer het nog eens.',
  webhookFailed: 'De betaalprovider kon de winkel niet bereiken. Probeer het opnieuw.',
  tryAgain: 'Opnieuw proberen',
};

const catalogues: Record<string, SandboxMessages> = { en, nl };

export const sandboxMessages = (language: string): SandboxMessages => catalogues[language] ?? en;

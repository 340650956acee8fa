import type { HttpRoute } from '@giftshop/gateway-core';
import { renderPaymentMark } from './payment-marks';

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paymentLabels: Record<string, string> = {
  visa: 'VISA', mastercard: 'Mastercard', amex: 'AMEX', paypal: 'PayPal', banktransfer: 'Bank', invoice: 'Invoice',
  ideal: 'iDEAL', bancontact: 'Bancontact', belfius: 'Belfius', kbccbc: 'KBC/CBC', carteBancaire: 'CB', secure: '3-D Secure',
  klarna: 'Klarna', eps: 'eps', twint: 'TWINT', przelewy24: 'Przelewy24', blik: 'BLIK', swish: 'Swish', mobilepay: 'MobilePay',
  vipps: 'Vipps', pix: 'Pix', boleto: 'Boleto', oxxo: 'OXXO', interac: 'Interac', afterpay: 'Afterpay', poli: 'POLi',
  multibanco: 'Multibanco', mbway: 'MB WAY', bizum: 'Bizum', satispay: 'Satispay', applepay: 'Apple Pay', googlepay: 'Google Pay',
};

export function renderLogo(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${xml(name)}">
<rect x="4" y="22" width="36" height="36" rx="8" fill="#d6336c"/><text x="50" y="48" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#1f2937">${xml(name)}</text></svg>`;
}

/** The method's drawn mark (payment-marks.ts), named by its label for screen readers. */
export function renderPaymentIcon(method: string): string | undefined {
  const label = paymentLabels[method];
  return label ? renderPaymentMark(method, xml(label)) : undefined;
}

const LOGO = /^\/store-assets\/(\d{1,6})\/logo\.svg$/;
const PAYMENT = /^\/store-assets\/payment\/([A-Za-z]{2,20})\.svg$/;

/** Generated logos and payment icons, so the storefront needs no image from outside. */
export const storeAssetsRoute: HttpRoute = {
  method: 'GET',
  prefix: '/store-assets/',
  async handle(req, res, { stores }) {
    const path = (req.url ?? '').split('?', 1)[0];
    const logo = LOGO.exec(path);
    const payment = PAYMENT.exec(path);
    const store = logo ? stores.get(Number(logo[1])) : undefined;
    const svg = store ? renderLogo(store.name) : payment ? renderPaymentIcon(payment[1]) : undefined;
    if (!svg) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    res.end(svg);
  },
};

import { renderPaymentIcon } from './store-assets';

const METHODS = [
  ...['visa', 'mastercard', 'amex', 'paypal', 'banktransfer', 'invoice', 'ideal', 'bancontact', 'belfius', 'kbccbc', 'carteBancaire', 'secure'],
  ...['klarna', 'eps', 'twint', 'przelewy24', 'blik', 'swish', 'mobilepay', 'vipps', 'pix', 'boleto', 'oxxo', 'interac', 'afterpay'],
  ...['poli', 'multibanco', 'mbway', 'bizum', 'satispay', 'applepay', 'googlepay'],
];

describe('payment icons', () => {
  it('draws each method its own mark, named for screen readers, not a white box with its name', () => {
    const icons = METHODS.map((method) => renderPaymentIcon(method) ?? '');
    for (const icon of icons) {
      expect(icon).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
      expect(icon).toMatch(/<(path|circle)\b|fill="#(?!fff")/);
    }
    expect(new Set(icons).size).toBe(METHODS.length);
    expect(renderPaymentIcon('mastercard')).not.toContain('<text');
    expect(renderPaymentIcon('banktransfer')).not.toContain('<text');
  });

  it('has no icon for an unknown method', () => {
    expect(renderPaymentIcon('bitcoin')).toBeUndefined();
  });
});

import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { blikOutcome, voucherReference } from './sandbox-methods';
import { allowedOutcomes } from './sandbox-outcomes';
import { renderSandboxMessage, renderSandboxPage, type SandboxPageView } from './sandbox-page';

const payment = { status: 'OPEN' as const, method: 'ideal' as const, issuer: 'INGBNL2A', amount: 2550, currency: 'EUR' };
const view: SandboxPageView = {
  paymentId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  language: 'nl',
  locale: 'nl-nl',
  payment,
  orderReference: 'CB-100001',
  formToken: 'token<&>',
  outcomes: allowedOutcomes(payment),
  returnPath: '/bestellen/betaling-verwerken/?order=1',
};

let document: Document;
let window: JSDOM['window'] & { axe?: typeof axe };

/** Loads the page into a DOM of its own, with axe inside it (colour contrast needs a real browser). */
function show(html: string) {
  window = new JSDOM(html, { runScripts: 'outside-only' }).window;
  document = window.document;
}

async function axeViolations() {
  window.eval(axe.source);
  const results = await (window.axe as typeof axe).run(document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('sandbox page', () => {
  it('offers every outcome of an open payment as a real button in one form, in the order language', async () => {
    show(renderSandboxPage(view));
    expect(document.documentElement.lang).toBe('nl');
    expect(document.querySelector('h1')?.textContent).toBe('Testbetaling');
    const buttons = [...document.querySelectorAll('form button[type=submit][name=outcome]')].map((b) => (b as HTMLButtonElement).value);
    expect(buttons).toEqual(['paid', 'pending', 'failed', 'canceled', 'expired', 'fraud']);
    expect((document.querySelector('input[name=token]') as HTMLInputElement).value).toBe('token<&>');
    expect(document.body.textContent).toMatch(/€\s25,50/);
    expect(document.body.textContent).toContain('ING');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the bank of an iDEAL payment started without one, and names the missing bank when paid without', async () => {
    const noBank = { ...payment, issuer: null };
    show(renderSandboxPage({ ...view, payment: noBank }));
    const select = document.querySelector('select[name=issuer]') as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(document.querySelector('label[for=issuer]')?.textContent).toBe('Bank');
    expect([...select.options].map((o) => o.value)).toContain('INGBNL2A');
    const skipsCheck = [...document.querySelectorAll('button')].map((b) => [b.value, b.hasAttribute('formnovalidate')]);
    expect(skipsCheck).toEqual([['paid', false], ['pending', true], ['failed', true], ['canceled', true], ['expired', true], ['fraud', true]]);
    expect(document.querySelector('[role=alert]')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    show(renderSandboxPage({ ...view, payment: noBank, bankMissing: true }));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Kies je bank om te betalen.');
    expect(document.querySelector('select')?.getAttribute('aria-describedby')).toBe('issuer-error');
    expect(await axeViolations()).toEqual([]);

    show(renderSandboxPage({ ...view, payment: { ...noBank, method: 'visa' } }));
    expect(document.querySelector('select')).toBeNull();
  });

  it('asks an open BLIK payment for its 6-digit code, naming the declined code, and names a missing code', async () => {
    const blik = { ...payment, method: 'blik' as const, issuer: null, currency: 'PLN' };
    show(renderSandboxPage({ ...view, language: 'pl', locale: 'pl-pl', payment: blik }));
    const input = document.querySelector('input[name=blikCode]') as HTMLInputElement;
    expect(document.querySelector('label[for=blik-code]')?.textContent).toBe('Kod BLIK');
    expect(input.required).toBe(true);
    expect(input.pattern).toBe('[0-9]{6}');
    expect(input.inputMode).toBe('numeric');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain('000000');
    expect(document.body.textContent).toMatch(/25,50\s?zł/);
    expect(await axeViolations()).toEqual([]);

    show(renderSandboxPage({ ...view, language: 'pl', payment: blik, blikCodeInvalid: true }));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Wpisz 6-cyfrowy kod BLIK z aplikacji bankowej.');
    expect(document.querySelector('input[name=blikCode]')?.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);

    show(renderSandboxPage({ ...view, payment: { ...blik, status: 'PENDING' }, outcomes: allowedOutcomes({ status: 'PENDING', method: 'blik' }) }));
    expect(document.querySelector('input[name=blikCode]')).toBeNull();
    show(renderSandboxPage({ ...view, payment: { ...payment, method: 'visa' } }));
    expect(document.querySelector('input[name=blikCode]')).toBeNull();
  });

  it('pays any 6-digit BLIK code but the declined one, and asks again for anything else', () => {
    expect(blikOutcome('123456')).toBe('paid');
    expect(blikOutcome(' 777 123 ')).toBe('paid');
    expect(blikOutcome('000000')).toBe('failed');
    for (const code of [null, '', '12345', '1234567', '12a456']) expect(blikOutcome(code)).toBeNull();
  });

  it('shows a voucher its payment reference and offers to pay it later', async () => {
    const oxxo = { ...payment, method: 'oxxo' as const, issuer: null, currency: 'MXN' };
    show(renderSandboxPage({ ...view, language: 'es', locale: 'es-mx', payment: oxxo }));
    expect(document.body.textContent).toContain(voucherReference(view.paymentId));
    expect(voucherReference(view.paymentId)).toMatch(/^\d{3}( \d{3}){4}$/);
    expect(document.querySelector('button[value=pending]')?.textContent).toBe('Pagar la ficha de pago más tarde');
    expect(await axeViolations()).toEqual([]);
    show(renderSandboxPage({ ...view, language: 'en', payment: { ...oxxo, status: 'PENDING' }, outcomes: allowedOutcomes({ status: 'PENDING', method: 'oxxo' }) }));
    expect(document.querySelector('p')?.textContent).toBe('This voucher has not been paid yet. Mark it paid or let it expire now, or come back later.');
  });

  it('offers the banking app answers while pending, the operator button for a transfer, and nothing once closed', async () => {
    expect(allowedOutcomes({ status: 'PENDING', method: 'ideal' })).toEqual(['paid', 'failed', 'canceled', 'expired']);
    expect(allowedOutcomes({ status: 'PENDING', method: 'banktransfer' })).toEqual(['paid']);
    expect(allowedOutcomes({ status: 'PAID', method: 'visa' })).toEqual([]);
    show(renderSandboxPage({ ...view, language: 'en', locale: 'en-gb', payment: { ...payment, status: 'PENDING', method: 'invoice', currency: 'GBP' }, outcomes: ['paid'] }));
    expect(document.querySelector('button')?.textContent).toBe('Mark as paid');
    show(renderSandboxPage({ ...view, language: 'en', payment: { ...payment, status: 'FAILED' }, outcomes: [] }));
    expect(document.querySelector('form')).toBeNull();
    expect(document.body.textContent).toContain('This payment is closed: failed.');
    expect(await axeViolations()).toEqual([]);
  });

  it('renders messages accessibly and escapes what it shows', async () => {
    show(renderSandboxMessage('en', 'Oops <b>', { href: '/x?a=1&b=2', label: 'Try again' }));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Oops <b>');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/x?a=1&b=2');
    expect(await axeViolations()).toEqual([]);
  });
});

import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { allowedOutcomes } from './sandbox-outcomes';
import { renderSandboxMessage, renderSandboxPage, type SandboxPageView } from './sandbox-page';

const payment = { status: 'OPEN' as const, method: 'ideal' as const, issuer: 'INGBNL2A', amount: 2550, currency: 'EUR' };
const view: SandboxPageView = {
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

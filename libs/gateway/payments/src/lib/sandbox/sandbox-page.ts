import { banksOf, PAID_LATER, paymentMethodTitle, sandboxIdealBanks, type PaymentRow, type SandboxOutcome } from '@giftshop/gateway-order-payments';
import { sandboxMessages, type SandboxMessages } from './sandbox-messages';
import { asksBlikCode, BLIK_DECLINED_CODE, isVoucher, voucherReference } from './sandbox-methods';
import { format } from '@giftshop/util-i18n/core';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f4f4f6; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  fieldset { border: 1px solid #6b6b75; border-radius: 6px; padding: 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  button { display: block; width: 100%; margin: .5rem 0; padding: .75rem 1rem; font: inherit; color: #fff; background: #1f4fbf;
    border: 2px solid #1f4fbf; border-radius: 6px; cursor: pointer; text-align: left; }
  button[value=paid] { background: #146b3a; border-color: #146b3a; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  select, input { display: block; width: 100%; margin-bottom: 1rem; padding: .5rem; font: inherit; border: 1px solid #6b6b75; border-radius: 6px; }
  input { box-sizing: border-box; max-width: 10rem; letter-spacing: .2em; }
  .hint { margin: 0 0 .5rem; color: #4a4a55; }
  .error { color: #a4161a; font-weight: 600; }
  select:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  a { color: #1f4fbf; }
`;

function layout(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SandboxPageView {
  paymentId: string;
  language: string;
  locale: string;
  payment: Pick<PaymentRow, 'status' | 'method' | 'issuer' | 'amount' | 'currency'>;
  orderReference: string;
  formToken: string;
  outcomes: SandboxOutcome[];
  returnPath: string;
  /** Shown when the shopper tried to pay without choosing a bank. */
  bankMissing?: boolean;
  /** Shown when the shopper tried to pay BLIK without a 6-digit code. */
  blikCodeInvalid?: boolean;
}

/**
 * The banks to choose from on this page: an open iDEAL payment started without a bank (the activation form asks for
 * none) chooses it here, as iDEAL's own page does.
 */
export const banksToChoose = (payment: Pick<PaymentRow, 'status' | 'method' | 'issuer'>) =>
  payment.status === 'OPEN' && !payment.issuer ? banksOf(payment.method) : [];

function bankChoice(view: SandboxPageView, label: string, placeholder: string, error: string): string {
  const banks = banksToChoose(view.payment);
  if (!banks.length) return '';
  const described = view.bankMissing ? ' aria-describedby="issuer-error" aria-invalid="true"' : '';
  return `<label for="issuer">${escape(label)}</label>
${view.bankMissing ? `<p id="issuer-error" class="error" role="alert">${escape(error)}</p>` : ''}<select id="issuer" name="issuer" required${described}>
<option value="">${escape(placeholder)}</option>
${banks.map((b) => `<option value="${escape(b.id)}">${escape(b.issuer)}</option>`).join('\n')}
</select>`;
}

/** BLIK's code field: 6 digits, with the sandbox's declined code named in its hint. */
function blikCodeField(view: SandboxPageView, m: SandboxMessages): string {
  if (!asksBlikCode(view.payment)) return '';
  const describedBy = view.blikCodeInvalid ? 'blik-code-hint blik-code-error' : 'blik-code-hint';
  return `<label for="blik-code">${escape(m.blikCode)}</label>
<p id="blik-code-hint" class="hint">${escape(format(m.blikCodeHint, { declined: BLIK_DECLINED_CODE }))}</p>
${view.blikCodeInvalid ? `<p id="blik-code-error" class="error" role="alert">${escape(m.blikCodeRequired)}</p>` : ''}<input id="blik-code" name="blikCode" required inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" aria-describedby="${describedBy}"${view.blikCodeInvalid ? ' aria-invalid="true"' : ''}>`;
}

function introOf(view: SandboxPageView, m: SandboxMessages): string {
  const { status, method } = view.payment;
  if (view.outcomes.length === 0) return format(m.closed, { status: m.statuses[status] });
  if (status === 'PENDING') return PAID_LATER.has(method) ? m.paidLaterIntro : isVoucher(method) ? m.voucherPendingIntro : m.pendingIntro;
  return isVoucher(method) ? m.voucherIntro : m.intro;
}

function outcomeLabel(method: SandboxPageView['payment']['method'], outcome: SandboxOutcome, m: SandboxMessages): string {
  if (PAID_LATER.has(method) && outcome === 'paid') return m.markPaid;
  return isVoucher(method) && outcome === 'pending' ? m.voucherLater : m.outcomes[outcome];
}

const formatAmount = (locale: string, minorUnits: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorUnits / 100);

/** The hosted page of one payment: its facts and one real button per outcome, in one form with the page's token. */
export function renderSandboxPage(view: SandboxPageView): string {
  const m = sandboxMessages(view.language);
  const { payment } = view;
  const facts = [
    [m.order, view.orderReference],
    [m.amount, formatAmount(view.locale, payment.amount, payment.currency.trim())],
    [m.method, paymentMethodTitle(view.language, payment.method)],
    ...(payment.issuer ? [[m.bank, sandboxIdealBanks.find((b) => b.id === payment.issuer)?.issuer ?? payment.issuer]] : []),
    ...(isVoucher(payment.method) ? [[m.reference, voucherReference(view.paymentId)]] : []),
  ];
  const intro = introOf(view, m);
  const form = view.outcomes.length
    ? `<form method="post">
<input type="hidden" name="token" value="${escape(view.formToken)}">
<fieldset>
<legend>${escape(m.choose)}</legend>
${bankChoice(view, m.bank, m.chooseBank, m.bankRequired)}${blikCodeField(view, m)}
${view.outcomes
  .map((o) => `<button type="submit" name="outcome" value="${o}"${o === 'paid' ? '' : ' formnovalidate'}>${escape(outcomeLabel(payment.method, o, m))}</button>`)
  .join('\n')}
</fieldset>
</form>`
    : '';
  return layout(
    view.language,
    `${m.title} ${view.orderReference}`,
    `<h1>${escape(m.title)}</h1>
<p>${escape(intro)}</p>
<dl>
${facts.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('\n')}
</dl>
${form}
<p><a href="${escape(view.returnPath)}">${escape(m.backToShop)}</a></p>`,
  );
}

/** A short page for what went wrong, with a way on. */
export function renderSandboxMessage(language: string, message: string, link?: { href: string; label: string }): string {
  const m = sandboxMessages(language);
  return layout(
    language,
    m.title,
    `<h1>${escape(m.title)}</h1>
<p role="alert">${escape(message)}</p>
${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}`,
  );
}

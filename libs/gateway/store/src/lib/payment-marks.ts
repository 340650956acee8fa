/**
 * Payment method marks drawn here (simple, recognisable shapes and colours, no trademarked artwork copied), 64 × 40
 * on a white card with a thin border, as the footer and the payment step show them.
 */
const FONT = 'font-family="Helvetica, Arial, sans-serif" font-weight="700"';

const marks: Record<string, string> = {
  visa: `<text x="32" y="27" text-anchor="middle" ${FONT} font-style="italic" font-size="17" fill="#1a1f71" letter-spacing="-0.5">VISA</text>
<rect x="10" y="30" width="44" height="3" fill="#f7b600"/>`,
  mastercard: `<circle cx="25" cy="20" r="11" fill="#eb001b"/><circle cx="39" cy="20" r="11" fill="#f79e1b"/>
<path d="M32 11.5a11 11 0 0 1 0 17a11 11 0 0 1 0-17z" fill="#ff5f00"/>`,
  amex: `<rect x="6" y="7" width="52" height="26" rx="3" fill="#2e77bc"/>
<text x="32" y="25" text-anchor="middle" ${FONT} font-size="12" fill="#fff">AMEX</text>`,
  paypal: `<path d="M6 30l4-20h7a5 5 0 0 1 0 10h-5l-2 10z" fill="#003087"/><path d="M9 32l4-18h6a5 5 0 0 1 0 10h-5l-1.5 8z" fill="#009cde" opacity="0.9"/>
<text x="41" y="24" text-anchor="middle" ${FONT} font-style="italic" font-size="10" fill="#003087">Pay<tspan fill="#009cde">Pal</tspan></text>`,
  ideal: `<rect x="16" y="6" width="32" height="28" rx="5" fill="#fff" stroke="#1f1f1f" stroke-width="1.5"/><circle cx="24" cy="14" r="2.5" fill="#1f1f1f"/>
<rect x="21.5" y="18" width="5" height="11" fill="#1f1f1f"/><path d="M30 11h4a7 7 0 0 1 0 18h-4z" fill="#cc0066"/>`,
  bancontact: `<path d="M8 26l8-12h22l-8 12z" fill="#1e3764"/><path d="M26 26l8-12h22l-8 12z" fill="#ffd800"/><path d="M26 26l4-6h8l-4 6z" fill="#00a0e3"/>`,
  belfius: `<rect x="6" y="8" width="52" height="24" rx="12" fill="#c30045"/><circle cx="14" cy="20" r="4.5" fill="#fff"/>
<text x="37" y="23.5" text-anchor="middle" ${FONT} font-size="8.5" fill="#fff">Belfius</text>`,
  kbccbc: `<rect x="6" y="8" width="52" height="24" rx="3" fill="#00a5e0"/><circle cx="16" cy="20" r="6" fill="#fff"/><circle cx="16" cy="20" r="3" fill="#003e6b"/>
<text x="38" y="24" text-anchor="middle" ${FONT} font-size="11" fill="#fff">KBC</text>`,
  carteBancaire: `<path d="M6 8h52v24H6z" fill="#0f5c94"/><path d="M32 8h26v24H32z" fill="#1a9b52"/>
<text x="32" y="25" text-anchor="middle" ${FONT} font-size="14" fill="#fff">CB</text>`,
  secure: `<path d="M22 7l10-3 10 3v10c0 8-5 13-10 16-5-3-10-8-10-16z" fill="#2f6f44"/><path d="M27 19l4 4 7-8" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  banktransfer: `<path d="M18 15l14-8 14 8z" fill="#37474f"/><path d="M20 17h4v11h-4zM30 17h4v11h-4zM40 17h4v11h-4z" fill="#37474f"/><path d="M17 30h30v3H17z" fill="#37474f"/>`,
  invoice: `<path d="M23 5h13l6 6v24H23z" fill="#fff" stroke="#37474f" stroke-width="1.5" stroke-linejoin="round"/><path d="M36 5v6h6" fill="none" stroke="#37474f" stroke-width="1.5"/>
<path d="M27 17h11M27 21h11M27 25h7" stroke="#37474f" stroke-width="1.5" stroke-linecap="round"/>`,
  klarna: `<rect x="6" y="8" width="52" height="24" rx="12" fill="#ffb3c7"/>
<text x="32" y="24.5" text-anchor="middle" ${FONT} font-size="11" fill="#17120f">Klarna.</text>`,
  eps: `<rect x="6" y="8" width="52" height="24" rx="4" fill="#c8036f"/><circle cx="16" cy="20" r="6" fill="none" stroke="#fff" stroke-width="2.5"/>
<text x="38" y="25" text-anchor="middle" ${FONT} font-size="13" fill="#fff">eps</text>`,
  twint: `<rect x="6" y="8" width="52" height="24" rx="4" fill="#000"/><path d="M12 20l5-5 5 5-5 5z" fill="#ff6a00"/><path d="M15 20l5-5 5 5-5 5z" fill="#00b4e6" opacity="0.85"/>
<text x="41" y="24" text-anchor="middle" ${FONT} font-size="10" fill="#fff">TWINT</text>`,
  przelewy24: `<path d="M8 30h48" stroke="#d13239" stroke-width="2"/>
<text x="32" y="24" text-anchor="middle" ${FONT} font-size="10" fill="#d13239">Przelewy<tspan fill="#1f1f1f">24</tspan></text>`,
  blik: `<rect x="10" y="7" width="44" height="26" rx="5" fill="#000"/><circle cx="20" cy="20" r="5" fill="#e6007e"/>
<text x="38" y="25" text-anchor="middle" ${FONT} font-size="13" fill="#fff">blik</text>`,
  swish: `<path d="M14 14a10 10 0 0 1 16 2" fill="none" stroke="#ee3124" stroke-width="3" stroke-linecap="round"/><path d="M28 26a10 10 0 0 1-16-2" fill="none" stroke="#52b0de" stroke-width="3" stroke-linecap="round"/>
<text x="45" y="24" text-anchor="middle" ${FONT} font-size="10" fill="#1f1f1f">swish</text>`,
  mobilepay: `<rect x="6" y="8" width="52" height="24" rx="4" fill="#5a78ff"/><rect x="11" y="12" width="9" height="16" rx="2" fill="#fff"/>
<text x="39" y="24" text-anchor="middle" ${FONT} font-size="7" fill="#fff">MobilePay</text>`,
  vipps: `<rect x="6" y="8" width="52" height="24" rx="4" fill="#ff5b24"/>
<text x="32" y="24.5" text-anchor="middle" ${FONT} font-size="12" fill="#fff">vipps</text>`,
  pix: `<path d="M20 20l6-6 6 6-6 6z" fill="#32bcad"/><path d="M17 20l9-9 9 9-9 9z" fill="none" stroke="#32bcad" stroke-width="1.5"/>
<text x="46" y="25" text-anchor="middle" ${FONT} font-size="13" fill="#32bcad">pix</text>`,
  boleto: `<path d="M10 10h2v16h-2zM14 10h1v16h-1zM17 10h3v16h-3zM22 10h1v16h-1zM25 10h2v16h-2zM29 10h1v16h-1z" fill="#1f1f1f"/>
<text x="44" y="24" text-anchor="middle" ${FONT} font-size="9" fill="#1f1f1f">boleto</text>`,
  oxxo: `<rect x="6" y="8" width="52" height="24" rx="3" fill="#ec1d24"/><rect x="6" y="11" width="52" height="18" fill="#ffc20e"/>
<text x="32" y="25" text-anchor="middle" ${FONT} font-size="13" fill="#ec1d24">OXXO</text>`,
  interac: `<rect x="18" y="5" width="28" height="30" rx="3" fill="#fdb913"/><rect x="21" y="8" width="22" height="24" rx="2" fill="#000"/>
<text x="32" y="23.5" text-anchor="middle" ${FONT} font-size="5.5" fill="#fdb913">Interac</text>`,
  afterpay: `<rect x="6" y="8" width="52" height="24" rx="12" fill="#b2fce4"/><path d="M12 17l4 3-4 3M17 17l4 3-4 3" fill="none" stroke="#000" stroke-width="1.8" stroke-linejoin="round"/>
<text x="40" y="23.5" text-anchor="middle" ${FONT} font-size="8" fill="#000">afterpay</text>`,
  poli: `<circle cx="17" cy="20" r="9" fill="#0a4c97"/><circle cx="17" cy="20" r="4" fill="#fff"/>
<text x="42" y="25" text-anchor="middle" ${FONT} font-size="13" fill="#0a4c97">POLi</text>`,
  multibanco: `<rect x="18" y="6" width="28" height="20" rx="3" fill="#1d6fb8"/>
<text x="32" y="20" text-anchor="middle" ${FONT} font-size="10" fill="#fff">MB</text><rect x="16" y="29" width="32" height="3" rx="1.5" fill="#1d6fb8"/>`,
  mbway: `<rect x="8" y="10" width="20" height="20" rx="3" fill="#d60510"/><text x="18" y="24" text-anchor="middle" ${FONT} font-size="9" fill="#fff">MB</text>
<text x="43" y="24" text-anchor="middle" ${FONT} font-size="10" fill="#1f1f1f">WAY</text>`,
  bizum: `<path d="M12 14l6 6-6 6" fill="none" stroke="#05c3dd" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="39" y="25" text-anchor="middle" ${FONT} font-size="12" fill="#05c3dd">bizum</text>`,
  satispay: `<path d="M9 20l5-9 5 9-5 9z" fill="#ef4138"/>
<text x="39" y="24" text-anchor="middle" ${FONT} font-size="8.5" fill="#ef4138">satispay</text>`,
  applepay: `<rect x="6" y="8" width="52" height="24" rx="4" fill="#000"/><circle cx="18" cy="21" r="5" fill="#fff"/><path d="M18 16c0-2 1-3 3-3" fill="none" stroke="#fff" stroke-width="1.5"/>
<text x="38" y="24.5" text-anchor="middle" ${FONT} font-size="11" fill="#fff">Pay</text>`,
  googlepay: `<path d="M24 16.5a6 6 0 1 0 1 5h-6" fill="none" stroke="#4285f4" stroke-width="2.5"/><path d="M14.5 16.5a6 6 0 0 1 9.5 0" fill="none" stroke="#ea4335" stroke-width="2.5"/>
<path d="M13 20a6 6 0 0 0 1 3.5" fill="none" stroke="#fbbc04" stroke-width="2.5"/><path d="M14 23.5a6 6 0 0 0 9 1" fill="none" stroke="#34a853" stroke-width="2.5"/>
<text x="43" y="24.5" text-anchor="middle" ${FONT} font-size="11" fill="#5f6368">Pay</text>`,
};

/** The mark of a payment method as an SVG document named by `label`; undefined for a method without one. */
export function renderPaymentMark(method: string, label: string): string | undefined {
  const mark = marks[method];
  if (!mark) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" role="img" aria-label="${label}">
<rect x="0.5" y="0.5" width="63" height="39" rx="5" fill="#fff" stroke="#d0d5dd"/>
${mark}</svg>`;
}

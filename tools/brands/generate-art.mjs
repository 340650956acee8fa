#!/usr/bin/env node
/**
 * Draws the SVG art of brands/<KEY>/assets from each brand's data: every image brand.json names (logos, trust marks,
 * payment logos, business logos, featured, promotion, 404 artwork, decorations, clock) is drawn at the size the data
 * gives, in the brand's theme colours, with its name, family style and country.
 *
 *   node tools/brands/generate-art.mjs                 # every brand, only files that are missing
 *   node tools/brands/generate-art.mjs CBDE GCSFR      # these brands
 *   node tools/brands/generate-art.mjs --force CBDE    # redraw existing files too
 *   node tools/brands/generate-art.mjs --check         # exit 1 if a named image is missing (draws nothing)
 *
 * Output is deterministic (same data, same bytes) and committed; hand-drawn art is kept unless --force.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const brandsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'brands');
const args = process.argv.slice(2);
const force = args.includes('--force');
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--'));
const keys = readdirSync(brandsDir).filter((key) => existsSync(join(brandsDir, key, 'brand.json')) && (!only.length || only.includes(key)));

const FONT = 'Arial,Helvetica,sans-serif';
const xml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${title ? `role="img"><title>${xml(title)}</title>` : 'aria-hidden="true">'}${body}</svg>\n`;
const text = (x, y, size, fill, content, extra = '', font = FONT) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="700" fill="${fill}"${extra}>${xml(content)}</text>`;
const r1 = (n) => Math.round(n * 10) / 10;
/** A five-pointed star centred at (cx, cy) with outer radius r. */
const star = (cx, cy, r, fill) =>
  `<polygon points="${Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`;
  }).join(' ')}" fill="${fill}"/>`;

/** A deterministic number from a string, to vary patterns between brands. */
function hash(value) {
  let h = 2166136261;
  for (const c of value) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Family name and country suffix of a brand's name ("CadeauBon DE" → ["CadeauBon", "DE"]). */
function nameParts(brand) {
  if (brand.family === 'GCUK') return [brand.name, ''];
  const match = /^(.*?)\s+([A-Z]{2})$/.exec(brand.name);
  return match ? [match[1], match[2]] : [brand.name, ''];
}

/** The family's mark in a square of side s at (x, y); `onPrimary` draws it for the primary-coloured footer. */
function mark(brand, x, y, s, onPrimary = false) {
  const t = onPrimary ? { ...brand.theme, colorPrimary: brand.theme.colorOnPrimary, colorOnPrimary: brand.theme.colorPrimary } : brand.theme;
  switch (brand.family) {
    case 'CB': // a gift tile with a ribbon cross
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.18}" fill="${t.colorAccent}"/><path d="M${x + s / 2} ${y + s * 0.12}v${s * 0.76}M${x + s * 0.12} ${y + s / 2}h${s * 0.76}" stroke="#ffffff" stroke-width="${s * 0.1}"/>`;
    case 'CK': // a round tag with a card
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2}" fill="${t.colorPrimary}"/><rect x="${x + s * 0.2}" y="${y + s * 0.3}" width="${s * 0.6}" height="${s * 0.4}" rx="${s * 0.04}" fill="${t.colorAccent}"/><rect x="${x + s * 0.2}" y="${y + s * 0.38}" width="${s * 0.6}" height="${s * 0.08}" fill="${t.colorPrimary}"/>`;
    case 'GCS': // a pill with a star
      return `<rect x="${x}" y="${y + s * 0.1}" width="${s}" height="${s * 0.8}" rx="${s * 0.4}" fill="${t.colorAccent}"/>${star(x + s / 2, y + s / 2, s * 0.3, '#ffffff')}`;
    default: // GCUK: a card with a red band
      return `<rect x="${x}" y="${y + s * 0.15}" width="${s}" height="${s * 0.7}" rx="${s * 0.1}" fill="${t.colorPrimary}"/><rect x="${x}" y="${y + s * 0.35}" width="${s}" height="${s * 0.12}" fill="${t.colorAccent}"/>`;
  }
}

/** Wordmark font per family: CK is set in a serif, GCS in a wide sans, CB and GCUK in Arial. */
const wordFont = (family) => (family === 'CK' ? 'Georgia,serif' : family === 'GCS' ? 'Verdana,sans-serif' : FONT);

/**
 * A logo of w×h: mark plus wordmark, and the country code as a badge; `compact` drops the wordmark (mobile V2),
 * `stacked` sets the wordmark under the mark (V2), `onPrimary` draws it light for the footer's primary background.
 */
function logo(brand, w, h, { compact = false, stacked = false, onPrimary = false } = {}) {
  const t = onPrimary ? { ...brand.theme, colorText: brand.theme.colorOnPrimary, colorPrimary: brand.theme.colorOnPrimary, colorOnPrimary: brand.theme.colorPrimary } : brand.theme;
  const [word, country] = nameParts(brand);
  const s = Math.round(h * (stacked ? 0.5 : 0.7));
  const badge = (bx, by, size) =>
    country
      ? `<rect x="${bx}" y="${by}" width="${size * 1.9}" height="${size * 1.25}" rx="${size * 0.3}" fill="${t.colorPrimary}"/>${text(bx + size * 0.95, by + size * 0.92, size * 0.85, t.colorOnPrimary, country, ' text-anchor="middle"')}`
      : '';
  if (compact) {
    const ms = Math.round(h * 0.62);
    return svg(w, h, `${mark(brand, (w - ms) / 2, 4, ms)}${badge((w - h * 0.26 * 1.9) / 2, h - h * 0.26 * 1.25 - 2, h * 0.26)}`, brand.name);
  }
  const font = wordFont(brand.family);
  if (stacked) {
    const size = Math.round(h * 0.26);
    return svg(
      w,
      h,
      `${mark(brand, (w - s) / 2 - (country ? size : 0), 4, s)}${country ? badge((w + s) / 2 - size * 0.6, 4 + s * 0.2, size * 0.9) : ''}${text(w / 2, h - 8, size, t.colorText, word, ` text-anchor="middle" textLength="${r1(Math.min(w - 16, word.length * size * 0.62))}" lengthAdjust="spacingAndGlyphs"`, font)}`,
      brand.name,
    );
  }
  const x = s + Math.round(h * 0.15);
  const badgeSize = Math.round(h * 0.22);
  const badgeW = country ? badgeSize * 1.9 + 6 : 0;
  const wordW = w - x - badgeW - 4;
  const size = Math.min(Math.round(h * 0.32), Math.floor(wordW / (word.length * 0.56)));
  const y = Math.round(h / 2 + size * 0.35);
  const fill = brand.family === 'GCS' && !onPrimary ? t.colorPrimary : t.colorText;
  return svg(
    w,
    h,
    `${mark(brand, 0, (h - s) / 2, s, onPrimary)}${text(x, y, size, fill, word, ` textLength="${Math.round(Math.min(wordW, word.length * size * 0.62))}" lengthAdjust="spacingAndGlyphs"`, font)}${badge(w - badgeW + 4, (h - badgeSize * 1.25) / 2, badgeSize)}`,
    brand.name,
  );
}

function trust(brand, w, h, alt, kind) {
  const t = brand.theme;
  // The rating as the alt writes it, with its language's decimal separator.
  const rating = /\d[.,]\d/.exec(alt)?.[0];
  const fill = kind === 'reviews' ? '#00704a' : t.colorPrimary;
  const rx = brand.family === 'CK' ? 2 : h / 2;
  const c = h / 2;
  // reviews: a star and the rating; secure: a padlock and "SSL"; delivery: a clock and the 17:00 cut-off
  const icon =
    kind === 'reviews'
      ? star(c + 4, c, h * 0.3, '#ffd54f')
      : kind === 'secure'
        ? `<rect x="${c - 4}" y="${c - 2}" width="${h * 0.4}" height="${h * 0.3}" rx="2" fill="#ffffff"/><path d="M${c - 1} ${c - 2}v-4a${h * 0.13} ${h * 0.13} 0 0 1 ${h * 0.26} 0v4" fill="none" stroke="#ffffff" stroke-width="2"/>`
        : `<circle cx="${c + 2}" cy="${c}" r="${h * 0.28}" fill="none" stroke="#ffffff" stroke-width="2"/><path d="M${c + 2} ${c - 5}v5l4 2" fill="none" stroke="#ffffff" stroke-width="2"/>`;
  const labels = { reviews: rating && `${rating} / 5`, secure: 'SSL', delivery: '17:00' };
  const label = labels[kind] || alt.slice(0, 10);
  return svg(w, h, `<rect width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>${icon}${text((w + h) / 2, h * 0.66, h * 0.44, '#ffffff', label, ' text-anchor="middle"')}`, alt);
}

/** Colours and label of each payment method's tile. */
const paymentStyle = {
  visa: ['#1a1f71', '#ffffff', 'VISA'], mastercard: ['#ffffff', '#eb001b', 'MC'], maestro: ['#ffffff', '#0099df', 'Maestro'], amex: ['#006fcf', '#ffffff', 'AMEX'],
  paypal: ['#ffffff', '#003087', 'PayPal'], applepay: ['#000000', '#ffffff', 'Apple Pay'], googlepay: ['#ffffff', '#3c4043', 'G Pay'],
  ideal: ['#cc0066', '#ffffff', 'iDEAL'], bancontact: ['#005498', '#ffffff', 'Bancontact'], carteBancaire: ['#00a1de', '#ffffff', 'CB'],
  klarna: ['#ffb3c7', '#17120f', 'Klarna'], sofort: ['#ee7f00', '#ffffff', 'SOFORT'], giropay: ['#000268', '#ffffff', 'giropay'],
  eps: ['#c8036f', '#ffffff', 'eps'], twint: ['#000000', '#ffffff', 'TWINT'], przelewy24: ['#d13239', '#ffffff', 'P24'], blik: ['#000000', '#ffffff', 'BLIK'],
  swish: ['#ffffff', '#1c6c8c', 'Swish'], mobilepay: ['#5a78ff', '#ffffff', 'MobilePay'], vipps: ['#ff5b24', '#ffffff', 'Vipps'], pix: ['#32bcad', '#ffffff', 'Pix'],
  boleto: ['#ffffff', '#000000', 'Boleto'], oxxo: ['#e31837', '#ffd100', 'OXXO'], interac: ['#ffcc00', '#000000', 'Interac'], afterpay: ['#b2fce4', '#000000', 'afterpay'],
  poli: ['#005aa7', '#ffffff', 'POLi'], multibanco: ['#1e5aa0', '#ffffff', 'MB'], mbway: ['#d60f2b', '#ffffff', 'MB WAY'], bizum: ['#05c3dd', '#ffffff', 'Bizum'],
  satispay: ['#f94c43', '#ffffff', 'Satispay'], belfius: ['#c30045', '#ffffff', 'Belfius'], kbccbc: ['#00aeef', '#ffffff', 'KBC/CBC'],
  banktransfer: ['#ffffff', '#333333', 'Bank'],
};

function payment(id, w, h, title) {
  const [bg, fg, label] = paymentStyle[id] ?? ['#ffffff', '#333333', title];
  const size = Math.min(h * 0.42, (w - 6) / (label.length * 0.6));
  return svg(w, h, `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="4" fill="${bg}" stroke="#d0d0d8"/>${text(w / 2, h / 2 + size * 0.36, size.toFixed(1), fg, label, ' text-anchor="middle"')}`, title);
}

/** A customer company's logo: initials in a shape, and the name. */
function business(brand, w, h, name) {
  const hue = hash(name) % 360;
  const initials = name.split(/\s+/).filter((part) => /^[A-ZÀ-Ý]/.test(part)).slice(0, 2).map((part) => part[0]).join('');
  const size = Math.min(14, (w - h - 8) / (name.length * 0.55));
  return svg(
    w,
    h,
    `<rect x="4" y="${(h - 40) / 2}" width="40" height="40" rx="${hash(name) % 2 ? 20 : 6}" fill="hsl(${hue},45%,32%)"/>${text(24, h / 2 + 6, 16, '#ffffff', initials, ' text-anchor="middle"')}${text(52, h / 2 + 5, size.toFixed(1), '#333333', name)}`,
    name,
  );
}

/** The featured block's card fan in the brand's colours. */
function featured(brand, w, h) {
  const t = brand.theme;
  const [word, country] = nameParts(brand);
  const cards = [-14, 0, 14]
    .map((angle, i) => `<g transform="rotate(${angle} ${w / 2} ${h * 0.9})"><rect x="${w / 2 - 130}" y="${h * 0.18 + i * 6}" width="260" height="164" rx="16" fill="${[t.colorAccent, t.colorPrimaryHover, t.colorPrimary][i]}"/></g>`)
    .join('');
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${t.colorSurface}"/>${cards}${mark(brand, w / 2 - 30, h * 0.3, 60)}${text(w / 2, h * 0.3 + 110, 22, t.colorOnPrimary, `${word}${country ? ` ${country}` : ''}`, ' text-anchor="middle"')}`);
}

function promotion(brand, w, h) {
  const t = brand.theme;
  const dots = Array.from({ length: 18 }, (_, i) => {
    const x = hash(`${brand.buildKey}x${i}`) % w;
    const y = hash(`${brand.buildKey}y${i}`) % h;
    return `<circle cx="${x}" cy="${y}" r="${6 + (i % 4) * 4}" fill="${i % 2 ? t.colorAccent : '#ffffff'}" opacity="0.35"/>`;
  }).join('');
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${t.colorPrimary}"/>${dots}${mark(brand, w - h * 0.75, h * 0.2, h * 0.6)}`);
}

function notFound(brand, w, h) {
  const t = brand.theme;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" rx="${parseInt(t.radius, 10) || 0}" fill="${t.colorSurface}"/>${text(w / 2, h * 0.58, h * 0.34, t.colorPrimary, '404', ' text-anchor="middle"')}${mark(brand, w * 0.72, h * 0.12, h * 0.22)}<path d="M${w * 0.2} ${h * 0.78}h${w * 0.6}" stroke="${t.colorAccent}" stroke-width="6" stroke-linecap="round"/>`,
  );
}

function decoration(brand, w, h, footer) {
  const t = brand.theme;
  const seed = hash(brand.buildKey);
  if (brand.family === 'CK' || footer) {
    const pieces = Array.from({ length: 40 }, (_, i) => {
      const x = Math.round((i + 0.5) * (w / 40));
      const y = 4 + (((seed >>> i % 24) + i * 7) % Math.max(1, h - 12));
      return `<rect x="${x}" y="${y}" width="8" height="4" rx="1" transform="rotate(${(i * 37) % 90} ${x} ${y})" fill="${i % 3 ? t.colorAccent : t.colorPrimary}"/>`;
    }).join('');
    return svg(w, h, pieces);
  }
  const peak = (seed % 20) + 5;
  return svg(w, h, `<path d="M0 ${h} Q${w / 4} 0 ${w / 2} ${h / 2} T${w} ${peak / 2} V${h} Z" fill="${t.colorAccent}"/>`);
}

function clock(brand, w, h) {
  const t = brand.theme;
  return svg(w, h, `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 2}" fill="none" stroke="${t.colorPrimary}" stroke-width="3"/><path d="M${w / 2} ${h * 0.25}V${h / 2}l${w * 0.18} ${h * 0.12}" fill="none" stroke="${t.colorPrimary}" stroke-width="3" stroke-linecap="round"/>`);
}

/** The SVG for one named image of a brand, chosen by its file name. */
function draw(brand, image, paymentId) {
  const { src, width: w, height: h } = image;
  // A trust mark's words are in every language of the store: the SVG's title takes the first.
  const alt = typeof image.alt === 'string' ? image.alt : image.alt[brand.languages[0].code];
  const name = src.replace(/\.svg$/, '');
  if (paymentId) return payment(paymentId, w, h, alt);
  if (name === 'logo-v2-mobile') return logo(brand, w, h, { compact: true });
  if (name === 'logo-v2') return logo(brand, w, h, { stacked: true });
  if (name === 'logo-footer') return logo(brand, w, h, { onPrimary: true });
  if (name.startsWith('logo-')) return logo(brand, w, h);
  if (name.startsWith('trust-')) return trust(brand, w, h, alt, name.slice(6));
  if (name.startsWith('business-')) return business(brand, w, h, alt);
  if (name === 'featured') return featured(brand, w, h);
  if (name === 'promotion') return promotion(brand, w, h);
  if (name === 'not-found') return notFound(brand, w, h);
  if (name === 'header-decoration') return decoration(brand, w, h, false);
  if (name === 'footer-decoration') return decoration(brand, w, h, true);
  if (name === 'clock') return clock(brand, w, h);
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${brand.theme.colorSurface}"/>`, alt || undefined);
}

/** Every image a brand names, with the payment method id where the image is a payment logo. */
function images(value, paymentId) {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item) => images(item));
  if ('src' in value && 'width' in value) return [{ image: value, paymentId }];
  if ('image' in value && 'id' in value && 'title' in value) return images(value.image, value.id);
  return Object.values(value).flatMap((item) => images(item));
}

let missing = 0;
let written = 0;
for (const key of keys) {
  const brand = JSON.parse(readFileSync(join(brandsDir, key, 'brand.json'), 'utf8'));
  const seen = new Set();
  for (const { image, paymentId } of images(brand)) {
    if (seen.has(image.src) || /^(https?:)?\/\//.test(image.src) || image.src.startsWith('/')) continue;
    seen.add(image.src);
    const file = join(brandsDir, key, 'assets', image.src);
    if (existsSync(file) && !force) continue;
    if (check) {
      console.error(`${key}: missing ${image.src}`);
      missing += 1;
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, draw(brand, image, paymentId));
    written += 1;
  }
}
if (check && missing) process.exit(1);
console.log(check ? `${keys.length} brands: every image present` : `${keys.length} brands: ${written} images written`);

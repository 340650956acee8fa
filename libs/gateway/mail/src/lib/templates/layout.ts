import { html, safeColor, type SafeHtml } from './html';

export interface LayoutProps {
  language: string;
  title: string;
  storeName: string;
  footer: string;
  /** Colour of the header band, #rrggbb. */
  accent?: string | null;
  body: SafeHtml;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:16px;line-height:24px;";

/** The frame every e-mail shares: tables and inline styles only, 600 px wide, readable without images. */
export function emailLayout(props: LayoutProps): string {
  const accent = safeColor(props.accent, '#1f2933');
  return html`<!DOCTYPE html>
<html lang="${props.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${props.title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="background-color:${accent};border-radius:8px 8px 0 0;padding:20px 24px;${FONT}color:#ffffff;font-size:20px;font-weight:bold;">${props.storeName}</td></tr>
<tr><td style="padding:24px;${FONT}">${props.body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;${FONT}font-size:12px;color:#616e7c;">${props.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}

export const paragraph = (content: SafeHtml | string) => html`<p style="margin:0 0 16px 0;${FONT}">${content}</p>`;

export const button = (href: string, label: string, color?: string | null) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr><td style="background-color:${safeColor(color, '#1f2933')};border-radius:4px;"><a href="${href}" style="display:inline-block;padding:12px 20px;${FONT}color:#ffffff;font-weight:bold;text-decoration:none;">${label}</a></td></tr></table>`;

/** Keeps the line breaks of user text (already escaped by `html`). */
export const multiline = (text: string) => html`${text.split('\n').map((line, i) => (i ? [html`<br>`, line] : line))}`;

export { FONT };

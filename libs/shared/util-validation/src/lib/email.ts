/**
 * The e-mail rule of every form and of the gateway (spec §5 "E-mail: required and valid"; docs/validation.md).
 * An address is a dot-atom local part (RFC 5322: no leading, trailing or doubled dot; ASCII `atext` plus letters,
 * marks and digits of any script for internationalized mailboxes, RFC 6531), an `@`, and a domain of at least two
 * labels (letters of any script, digits and inner hyphens; the top label not numeric) or a well-formed IP literal
 * (`[192.0.2.1]`, `[IPv6:2001:db8::1]`). Quoted local parts and comments are refused: no mailbox a shop writes to
 * needs them.
 */
const ATOM = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[\p{L}\p{M}\p{N}])+$/u;
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const IPV6 = /^IPv6:([0-9A-Fa-f:.]+)$/;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

function isLocalPart(local: string): boolean {
  return local.length > 0 && utf8Length(local) <= 64 && local.split('.').every((atom) => ATOM.test(atom));
}

/** The domain in ASCII (punycode for an internationalized name), or null when the URL parser refuses it. */
function asciiDomain(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

function isHostname(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const ascii = asciiDomain(domain);
  if (!ascii || ascii.length > 253) return false;
  const asciiLabels = ascii.split('.');
  const top = asciiLabels[asciiLabels.length - 1] ?? '';
  return asciiLabels.every((label) => label.length > 0 && label.length <= 63) && top.length >= 2 && !/^\d+$/.test(top);
}

function isAddressLiteral(literal: string): boolean {
  if (IPV4.test(literal)) return true;
  const v6 = IPV6.exec(literal)?.[1];
  return v6 !== undefined && !IPV4.test(v6) && asciiDomain(`[${v6}]`) !== null;
}

/** True when the text (surrounding spaces ignored) is an e-mail address by the rule above. */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || utf8Length(address) > 254) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!isLocalPart(local)) return false;
  if (domain.startsWith('[') && domain.endsWith(']')) return isAddressLiteral(domain.slice(1, -1));
  return isHostname(domain);
}

/** Yup test options for an e-mail field: empty and absent values pass (the required rule speaks for those). */
export const emailAddress = (message: string) => ({
  name: 'email',
  message,
  test: (value: unknown) => typeof value !== 'string' || value.trim() === '' || isEmailAddress(value),
});

/**
 * The first value of each parameter of a URL's query string, decoded as URLSearchParams decodes it (`+` is a space,
 * percent-escapes are UTF-8), without building a URL. Null when a value does not decode as valid UTF-8: the caller
 * then reads the request through URL, which keeps such bytes as replacement characters.
 */
export function searchValues(url: string): Map<string, string> | null {
  const values = new Map<string, string>();
  const start = url.indexOf('?');
  if (start < 0) return values;
  const end = url.indexOf('#', start);
  const search = url.slice(start + 1, end < 0 ? undefined : end);
  try {
    for (const pair of search.split('&')) {
      if (!pair) continue;
      const equals = pair.indexOf('=');
      const name = decode(equals < 0 ? pair : pair.slice(0, equals));
      if (!values.has(name)) values.set(name, equals < 0 ? '' : decode(pair.slice(equals + 1)));
    }
  } catch {
    return null;
  }
  return values;
}

const decode = (text: string) => {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  return spaced.includes('%') ? decodeURIComponent(spaced) : spaced;
};

/**
 * Messages are written in ICU MessageFormat (`{title}`, `{count, plural, one {# card} other {# cards}}`) in the
 * catalogues' JSON files and compiled by tools/i18n before they reach code, so no parser runs here. A compiled
 * message without arguments is its text; one with arguments is a list of parts:
 * - text;
 * - `[name]`, an argument;
 * - `['#']`, the number of the nearest plural, formatted in the catalogue's language;
 * - `[name, kind, cases, language, offset]`, a plural, ordinal or select choice. The catalogue's language is in the
 *   part itself, so a Polish message picks Polish plural forms wherever it is formatted.
 */
export type MessagePart =
  | string
  | readonly [name: string]
  | readonly [name: string, kind: 'plural' | 'selectordinal' | 'select', cases: Readonly<Record<string, CompiledMessage>>, language: string, offset?: number];

export type CompiledMessage = string | readonly MessagePart[];

declare const argumentNames: unique symbol;

/** A compiled message with the arguments `A` (names the code must give `format`). */
export type Message<A extends string> = readonly MessagePart[] & { readonly [argumentNames]?: A };

export type MessageValues<A extends string> = Readonly<Record<A, string | number>>;

const rulesCache = new Map<string, Intl.PluralRules>();
const numbersCache = new Map<string, Intl.NumberFormat>();

// Made once per language and kind: making an `Intl` object costs far more than asking one. (Maps of their own, not
// perLocale: plain Node reads this file for tools/i18n's tests, without resolving extensionless imports.)
function rulesOf(language: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${language} ${type}`;
  let rules = rulesCache.get(key);
  if (!rules) rulesCache.set(key, (rules = new Intl.PluralRules(language, { type })));
  return rules;
}

function numberOf(language: string): Intl.NumberFormat {
  let numbers = numbersCache.get(language);
  if (!numbers) numbersCache.set(language, (numbers = new Intl.NumberFormat(language)));
  return numbers;
}

interface Nearest {
  value: number;
  language: string;
}

function choose(part: Extract<MessagePart, { length: 4 | 5 }>, value: string | number | undefined): { cases: CompiledMessage; nearest?: Nearest } {
  const [, kind, cases, language, offset = 0] = part;
  if (kind === 'select') return { cases: cases[String(value)] ?? cases.other };
  const count = Number(value);
  const exact = cases[`=${count}`];
  if (exact !== undefined) return { cases: exact, nearest: { value: count - offset, language } };
  const category = rulesOf(language, kind === 'plural' ? 'cardinal' : 'ordinal').select(count - offset);
  return { cases: cases[category] ?? cases.other, nearest: { value: count - offset, language } };
}

function render<T>(message: CompiledMessage, values: Readonly<Record<string, string | number | T>>, into: Array<string | T>, nearest?: Nearest): void {
  const add = (piece: string | T) => {
    if (typeof piece === 'string' && typeof into[into.length - 1] === 'string') into[into.length - 1] += piece;
    else into.push(piece);
  };
  if (typeof message === 'string') return add(message);
  for (const part of message) {
    if (typeof part === 'string') add(part);
    else if (part.length === 1) {
      const [name] = part;
      if (name === '#') add(nearest ? numberOf(nearest.language).format(nearest.value) : '#');
      else if (!(name in values)) add(`{${name}}`);
      else {
        const value = values[name] as string | number | T;
        add(typeof value === 'number' ? String(value) : value);
      }
    } else {
      const chosen = choose(part, values[part[0]] as string | number | undefined);
      render(chosen.cases, values, into, chosen.nearest ?? nearest);
    }
  }
}

/**
 * The text of a compiled message with its arguments filled. A message's argument names are part of its type, so a
 * missing value is a type error; one missing at run time shows as `{name}`.
 */
export function format<A extends string>(message: string | Message<A>, values: NoInfer<MessageValues<A>>): string {
  const parts: string[] = [];
  render(message, values, parts);
  return parts.join('');
}

/**
 * A compiled message as a list of text and the values that are not text, for messages with an element in them
 * ("I accept the {terms}" with a link as `terms`). Text next to text is one piece.
 */
export function formatParts<A extends string, T>(message: string | Message<A>, values: NoInfer<Readonly<Record<A, string | number | T>>>): Array<string | T> {
  const parts: Array<string | T> = [];
  render(message, values, parts);
  return parts;
}

/**
 * `format` for code that picks a message by a key known only at run time (an error code, an e-mail's text key),
 * where the message's argument names cannot be checked: a missing value shows as `{name}`.
 */
export function formatUntyped(message: CompiledMessage, values: Readonly<Record<string, string | number>> = {}): string {
  const parts: string[] = [];
  render(message, values, parts);
  return parts.join('');
}

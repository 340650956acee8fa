/**
 * Compiles the message catalogues' JSON files (ICU MessageFormat, one file per language) into the TypeScript module
 * code reads (`index.ts` beside them): the messages as `format` of @giftshop/util-i18n reads them, and an interface
 * whose argument names come from the English messages. The ICU grammar is @messageformat/parser's; this only maps
 * its syntax tree onto the compact parts of message-format.ts.
 */
import { parse } from '@messageformat/parser';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { CATALOGUE_VARIANTS, regionalSpelling } from '../../../libs/shared/util-i18n/src/lib/messages.ts';

const CHOICES = new Set(['plural', 'selectordinal', 'select']);

/** Text parts next to each other as one; a message of text only as its text. */
function simplify(parts) {
  const merged = [];
  for (const part of parts) {
    if (typeof part === 'string' && typeof merged.at(-1) === 'string') merged[merged.length - 1] += part;
    else merged.push(part);
  }
  return merged.every((part) => typeof part === 'string') ? merged.join('') : merged;
}

function compileTokens(tokens, language, names) {
  return simplify(
    tokens.map((token) => {
      switch (token.type) {
        case 'content':
          return token.value;
        case 'argument':
          names.add(token.arg);
          return [token.arg];
        case 'octothorpe':
          return ['#'];
        case 'function':
          throw new Error(`{${token.arg}, ${token.key}} is not supported: format numbers, money and dates in code with Intl`);
        default: {
          if (!CHOICES.has(token.type)) throw new Error(`unknown ICU token ${token.type}`);
          names.add(token.arg);
          const cases = Object.fromEntries(token.cases.map((choice) => [choice.key, compileTokens(choice.tokens, language, names)]));
          if (!('other' in cases)) throw new Error(`{${token.arg}, ${token.type}} has no "other" case`);
          const part = [token.arg, token.type, cases, language];
          if (token.pluralOffset) part.push(token.pluralOffset);
          return part;
        }
      }
    }),
  );
}

/** One ICU message compiled for `language`, with the names of its arguments. Throws on a syntax error. */
export function compileMessage(source, language) {
  const names = new Set();
  const compiled = compileTokens(parse(source, { strict: false }), language, names);
  return { compiled, names: [...names].sort() };
}

/** The choice parts of an ICU message: argument, kind and case keys, for the completeness checks. */
export function choicesOf(source) {
  const found = [];
  const visit = (tokens) => {
    for (const token of tokens) {
      if (!CHOICES.has(token.type)) continue;
      found.push({ arg: token.arg, kind: token.type, keys: token.cases.map((choice) => choice.key) });
      for (const choice of token.cases) visit(choice.tokens);
    }
  };
  visit(parse(source, { strict: false }));
  return found;
}

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every message of a catalogue file with its key path ("summary.digital", "facts.0"). */
export function leaves(messages, path = []) {
  if (typeof messages === 'string') return [{ path: path.join('.'), source: messages }];
  if (Array.isArray(messages) || isPlainObject(messages)) {
    return Object.entries(messages).flatMap(([key, value]) => leaves(value, [...path, key]));
  }
  throw new Error(`${path.join('.') || 'the file'}: a message is text, a list or an object, not ${JSON.stringify(messages)}`);
}

/**
 * A catalogue file compiled, same shape; `names` collects each message's argument names by key path. With `english`
 * (English's names), a translation that leaves out every argument English has stays a list of parts, so it keeps the
 * type of English's message (`format` reads both the same).
 */
export function compileCatalogue(messages, language, names = new Map(), path = [], english = undefined) {
  if (typeof messages === 'string') {
    const key = path.join('.');
    let compiled;
    try {
      compiled = compileMessage(messages, language);
    } catch (error) {
      throw new Error(`${language}: ${key}: ${error.message}`);
    }
    names.set(key, compiled.names);
    return typeof compiled.compiled === 'string' && (english?.get(key) ?? []).length > 0 ? [compiled.compiled] : compiled.compiled;
  }
  if (Array.isArray(messages)) return messages.map((value, index) => compileCatalogue(value, language, names, [...path, String(index)], english));
  if (isPlainObject(messages)) {
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, compileCatalogue(value, language, names, [...path, key], english)]));
  }
  throw new Error(`${language}: ${path.join('.')}: a message is text, a list or an object`);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const pad = (depth) => '  '.repeat(depth);

function messageType(argumentNames) {
  return argumentNames.length === 0 ? 'string' : `Message<${argumentNames.map((name) => JSON.stringify(name)).join(' | ')}>`;
}

function typeOf(messages, names, depth, path = []) {
  if (typeof messages === 'string') return messageType(names.get(path.join('.')));
  if (Array.isArray(messages)) {
    const types = [...new Set(messages.map((value, index) => typeOf(value, names, depth, [...path, String(index)])))];
    return `readonly ${types.length === 1 && !types[0].includes('|') ? types[0] : `(${types.join(' | ')})`}[]`;
  }
  const fields = Object.entries(messages).map(([name, value]) => `${pad(depth + 1)}${key(name)}: ${typeOf(value, names, depth + 1, [...path, name])};`);
  return `{\n${fields.join('\n')}\n${pad(depth)}}`;
}

function literal(value, depth) {
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([name, field]) => `${pad(depth + 1)}${key(name)}: ${literal(field, depth + 1)},`);
    return `{\n${fields.join('\n')}\n${pad(depth)}}`;
  }
  return JSON.stringify(value);
}

/**
 * A regional variant's messages: its language's file with the variant's own file (`pt-PT.json`, only the messages
 * that differ) laid over it key by key, a list replaced whole, and every text in the variant's spelling.
 */
export function variantMessages(variant, base, overlay) {
  if (typeof base === 'string') return regionalSpelling(variant, typeof overlay === 'string' ? overlay : base);
  if (Array.isArray(base)) return (Array.isArray(overlay) ? overlay : base).map((value) => variantMessages(variant, value, undefined));
  return Object.fromEntries(Object.entries(base).map(([name, value]) => [name, variantMessages(variant, value, overlay?.[name])]));
}

/** The regional variants a catalogue holds: each whose messages differ from its language's (CATALOGUE_VARIANTS). */
function variantsOf(catalogues) {
  const found = {};
  for (const variant of CATALOGUE_VARIANTS) {
    const base = catalogues[variant.split('-')[0]];
    if (!base) continue;
    const messages = variantMessages(variant, base, catalogues[variant]);
    if (JSON.stringify(messages) !== JSON.stringify(base)) found[variant] = messages;
  }
  return found;
}

/**
 * The TypeScript module of one catalogue: `catalogues` maps a language (or regional variant) to its parsed JSON file.
 * English is the source; every other language must have the same keys (the completeness test says which are
 * missing). Regional variants follow the languages, where they differ.
 */
export function generateModule({ name, type, catalogues }) {
  const languages = ['en', ...Object.keys(catalogues).filter((language) => language !== 'en' && !CATALOGUE_VARIANTS.includes(language)).sort()];
  const names = new Map();
  const compiled = { en: compileCatalogue(catalogues.en, 'en', names) };
  for (const language of languages.slice(1)) compiled[language] = compileCatalogue(catalogues[language], language, new Map(), [], names);
  for (const [variant, messages] of Object.entries(variantsOf(catalogues))) compiled[variant] = compileCatalogue(messages, variant, new Map(), [], names);
  const interfaceBody = typeOf(catalogues.en, names, 0);
  const usesMessage = interfaceBody.includes('Message<');
  return [
    '// Generated by `npm run i18n` (tools/i18n) from the JSON files in this folder: edit those, not this file.',
    `import type { Catalogue${usesMessage ? ', Message' : ''} } from '@giftshop/util-i18n/core';`,
    '',
    `export interface ${type} ${interfaceBody}`,
    '',
    `export const ${name}: Catalogue<${type}> = ${literal(compiled, 0)};`,
    '',
  ].join('\n');
}

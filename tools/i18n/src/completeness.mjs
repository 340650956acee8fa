/**
 * The completeness of every catalogue in every language, against English (the source): the problems found, one line
 * each, so a test can list them all at once.
 */
import { choicesOf, compileMessage, leaves } from './compile.mjs';

/** Text with its arguments and choices' syntax taken out: what a reader sees of it, for the "left in English" check. */
const readable = (source) => source.replace(/\{[^{}]*\}/g, ' ').trim();
const hasLetters = (text) => /\p{L}/u.test(text);

function pluralCategories(language, kind) {
  return new Intl.PluralRules(language, { type: kind === 'selectordinal' ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
}

/**
 * Problems of one language's file of a catalogue: keys missing or extra, messages that do not compile, arguments
 * English does not have, plurals without the language's CLDR categories, and text left in English unless `sameAsEnglish`
 * (texts that are the same word in the language, such as brand names) holds it. A regional variant's file is
 * `partial`: it holds only the messages that differ from its language's, so none is missing.
 */
export function problemsOf({ dir, english, translated, language, sameAsEnglish = new Set(), partial = false }) {
  const problems = [];
  const where = (path) => `${dir}/${language}.json: ${path}`;
  const source = new Map(leaves(english).map((leaf) => [leaf.path, leaf.source]));
  const target = new Map(leaves(translated).map((leaf) => [leaf.path, leaf.source]));
  if (!partial) for (const path of source.keys()) if (!target.has(path)) problems.push(`${where(path)}: missing`);
  for (const path of target.keys()) if (!source.has(path)) problems.push(`${where(path)}: not in en.json`);
  for (const [path, text] of target) {
    const englishText = source.get(path);
    if (englishText === undefined) continue;
    let names;
    try {
      names = compileMessage(text, language).names;
    } catch (error) {
      problems.push(`${where(path)}: ${error.message}`);
      continue;
    }
    const englishNames = new Set(compileMessage(englishText, 'en').names);
    const unknown = names.filter((name) => !englishNames.has(name));
    if (unknown.length > 0) problems.push(`${where(path)}: arguments English does not have: ${unknown.join(', ')}`);
    for (const choice of choicesOf(text)) {
      if (choice.kind === 'select') continue;
      const absent = pluralCategories(language, choice.kind).filter((category) => !choice.keys.includes(category));
      if (absent.length > 0) problems.push(`${where(path)}: {${choice.arg}, ${choice.kind}} lacks ${absent.join(', ')}`);
    }
    if (language !== 'en' && text === englishText && hasLetters(readable(text)) && !sameAsEnglish.has(text)) {
      problems.push(`${where(path)}: left in English: ${JSON.stringify(text)}`);
    }
  }
  return problems;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const LANGUAGE_FILE = /^([a-z]{2,3}(?:-[A-Z]{2})?)\.json$/;

/**
 * Every catalogue of tools/i18n/catalogues.json with its language files read: `{ dir, name, type, catalogues }`.
 * `languages` limits which files are read (the generated modules hold `CATALOGUE_LANGUAGES` only, so a language
 * being translated can have files before it is switched on).
 */
export function readCatalogues(languages) {
  const entries = JSON.parse(readFileSync(join(ROOT, 'tools/i18n/catalogues.json'), 'utf8'));
  return entries.map((entry) => {
    const files = readdirSync(join(ROOT, entry.dir))
      .filter((file) => LANGUAGE_FILE.test(file) && (!languages || languages.includes(LANGUAGE_FILE.exec(file)[1])))
      .sort();
    const catalogues = Object.fromEntries(
      files.map((file) => {
        const path = join(entry.dir, file);
        try {
          return [LANGUAGE_FILE.exec(file)[1], JSON.parse(readFileSync(join(ROOT, path), 'utf8'))];
        } catch (error) {
          throw new Error(`${path}: ${error.message}`);
        }
      }),
    );
    if (!catalogues.en) throw new Error(`${entry.dir} has no en.json, the source every other language translates`);
    return { ...entry, catalogues };
  });
}

/** The texts of `language` that may be the same as English (brand names, "Status" in Dutch), from same-as-english/. */
export function sameAsEnglish(language) {
  const file = join(ROOT, 'tools/i18n/same-as-english', `${language}.json`);
  return new Set(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []);
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCatalogues, sameAsEnglish } from './catalogues.mjs';
import { problemsOf } from './completeness.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { CATALOGUE_LANGUAGES, CATALOGUE_VARIANTS } from '../../../libs/shared/util-i18n/src/lib/messages.ts';

const catalogues = readCatalogues([...CATALOGUE_LANGUAGES, ...CATALOGUE_VARIANTS]);

describe('message catalogues', () => {
  it('exist in every catalogue language', () => {
    const missing = catalogues.flatMap(({ dir, catalogues: files }) => CATALOGUE_LANGUAGES.filter((language) => !files[language]).map((language) => `${dir}/${language}.json`));
    assert.deepEqual(missing, []);
  });

  for (const language of CATALOGUE_LANGUAGES) {
    it(`are complete in ${language}: every key, the arguments and plural forms it needs, no text left in English`, () => {
      const allowed = sameAsEnglish(language);
      const problems = catalogues.flatMap(({ dir, catalogues: files }) =>
        files[language] ? problemsOf({ dir, english: files.en, translated: files[language], language, sameAsEnglish: allowed }) : [],
      );
      assert.deepEqual(problems, []);
    });
  }

  for (const variant of CATALOGUE_VARIANTS) {
    it(`hold in ${variant} files only messages English has, with its arguments and the plural forms ${variant} needs`, () => {
      const allowed = sameAsEnglish(variant.split('-')[0]);
      const problems = catalogues.flatMap(({ dir, catalogues: files }) =>
        files[variant] ? problemsOf({ dir, english: files.en, translated: files[variant], language: variant, sameAsEnglish: allowed, partial: true }) : [],
      );
      assert.deepEqual(problems, []);
    });
  }
});

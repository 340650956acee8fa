#!/usr/bin/env node
/**
 * `npm run i18n`: writes each catalogue's `index.ts` from its JSON files.
 * - `--check` writes nothing and fails when a generated module is not what its JSON files give (`npm test` runs this
 *   first, as it does GraphQL codegen).
 * - `--report <language>` writes nothing and lists what the language's files lack (missing keys and files, plural
 *   forms, text left in English), for translators.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateModule } from './compile.mjs';
import { readCatalogues, ROOT, sameAsEnglish } from './catalogues.mjs';
import { problemsOf } from './completeness.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { CATALOGUE_LANGUAGES, CATALOGUE_VARIANTS } from '../../../libs/shared/util-i18n/src/lib/messages.ts';

const reportIndex = process.argv.indexOf('--report');
if (reportIndex !== -1) {
  const language = process.argv[reportIndex + 1];
  const allowed = sameAsEnglish(language);
  const problems = readCatalogues().flatMap(({ dir, catalogues }) =>
    catalogues[language] ? problemsOf({ dir, english: catalogues.en, translated: catalogues[language], language, sameAsEnglish: allowed }) : [`${dir}/${language}.json: missing`],
  );
  console.log(problems.length === 0 ? `${language}: complete` : problems.join('\n'));
  process.exit(problems.length === 0 ? 0 : 1);
}

const check = process.argv.includes('--check');
const stale = [];
for (const catalogue of readCatalogues([...CATALOGUE_LANGUAGES, ...CATALOGUE_VARIANTS])) {
  const code = generateModule(catalogue);
  const target = join(ROOT, catalogue.dir, 'index.ts');
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === code) continue;
  if (check) stale.push(join(catalogue.dir, 'index.ts'));
  else {
    writeFileSync(target, code);
    console.log(`wrote ${join(catalogue.dir, 'index.ts')}`);
  }
}
if (stale.length > 0) {
  console.error(`Message catalogues out of date, run \`npm run i18n\`:\n${stale.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}

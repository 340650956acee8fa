import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { CATALOGUE_LANGUAGES, CATALOGUE_VARIANTS, messagesLanguage } from '../../libs/shared/util-i18n/src/lib/messages';

/** A workspace library's TypeScript module outside the gateway's, with or without a query. */
const LIBRARY_MODULE = /\/libs\/(?!gateway\/)[^?]+\.tsx?(\?|$)/;
const FALLBACK = 'en';

/**
 * The catalogue languages a build's pages show: each of the brand's languages that has catalogues, and English for
 * a brand language without them (pages in it show English text).
 */
export function languagesToKeep(brandLanguages: readonly string[]): Set<string> {
  return new Set(brandLanguages.map((language) => (CATALOGUE_LANGUAGES.includes(language) ? language : FALLBACK)));
}

/**
 * The regional variants a build's pages show, each with the language whose place it takes: `de-CH` → `de` for a
 * Swiss store (brand locale de-ch). A build serves one store, so its catalogues hold the variant's messages under the
 * language's key and nothing else in the storefront needs to know the variant.
 */
export function variantsToUse(brandLanguages: ReadonlyArray<{ code: string; locale: string }>): Map<string, string> {
  const variants = new Map<string, string>();
  for (const { code, locale } of brandLanguages) {
    const key = messagesLanguage(locale);
    if (key !== code && CATALOGUE_VARIANTS.includes(key)) variants.set(key, code);
  }
  return variants;
}

const isCatalogueType = (type: ts.TypeNode | undefined) =>
  type !== undefined && ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Catalogue';

/** The object literal of `{…} satisfies Catalogue<T>` or of `const x: Catalogue<T> = {…}`. */
function catalogueLiteral(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (ts.isSatisfiesExpression(node) && isCatalogueType(node.type) && ts.isObjectLiteralExpression(node.expression)) return node.expression;
  if (ts.isVariableDeclaration(node) && isCatalogueType(node.type) && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
    return node.initializer;
  }
  return undefined;
}

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/**
 * A library module's source with each message catalogue (`{ en: {…}, nl: {…} } satisfies Catalogue<T>`) cut down to
 * the languages in `keep` (every language when undefined), or undefined when it changes nothing. English stays in a
 * catalogue that lacks one of the kept languages, as `pickMessages` falls back to it. A regional variant in
 * `variants` takes its language's key and place (the language's own messages are cut); other variants are cut.
 */
export function pruneCatalogues(
  source: string,
  fileName: string,
  keep: ReadonlySet<string> | undefined,
  variants: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  if (!source.includes('Catalogue')) return undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const cuts: Array<[number, number, string?]> = [];
  const visit = (node: ts.Node) => {
    const literal = catalogueLiteral(node);
    if (literal) {
      const languages = literal.properties.map(propertyName);
      const keepFallback = keep !== undefined && [...keep].some((language) => !languages.includes(language));
      const replaced = new Set([...variants].filter(([variant]) => languages.includes(variant)).map(([, language]) => language));
      for (const property of literal.properties) {
        const name = propertyName(property);
        if (name && property.name && variants.has(name)) {
          cuts.push([property.name.getStart(), property.name.end, variants.get(name)]);
          continue;
        }
        const isVariant = name !== undefined && CATALOGUE_VARIANTS.includes(name);
        const kept = keep === undefined || keep.has(name ?? '') || (name === FALLBACK && keepFallback);
        if (!name || (!CATALOGUE_LANGUAGES.includes(name) && !isVariant) || (kept && !isVariant && !replaced.has(name))) continue;
        // The property with the comma after it, if any.
        const next = source.indexOf(',', property.end);
        const end = next !== -1 && source.slice(property.end, next).trim() === '' ? next + 1 : property.end;
        cuts.push([property.getFullStart(), end]);
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)) cutNames.add(property.initializer.text);
        if (ts.isShorthandPropertyAssignment(property)) cutNames.add(property.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  const cutNames = new Set<string>();
  visit(file);
  if (cuts.length === 0) return undefined;
  // A language's value imported from a module of its own (a route table): its import goes too, or the bundler would
  // still count that module among the file's dependencies and put it in the same chunk.
  for (const statement of file.statements) {
    const named = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!named || !ts.isNamedImports(named) || named.elements.length !== 1) continue;
    const binding = named.elements[0]?.name.text;
    if (!binding || !cutNames.has(binding)) continue;
    const uses = source.match(new RegExp(`\\b${binding}\\b`, 'g'))?.length ?? 0;
    // Used only by its import and the property being cut.
    if (uses === 2) cuts.push([statement.getFullStart(), statement.end]);
  }
  let pruned = source;
  for (const [start, end, replacement = ''] of cuts.sort((a, b) => b[0] - a[0])) pruned = pruned.slice(0, start) + replacement + pruned.slice(end);
  return pruned;
}

/**
 * Browser builds carry the message catalogues of the brand's languages only: a brand build is for one store, whose
 * pages are in its languages, so the other languages' text is dead weight in every page's JavaScript. The server
 * build keeps every language. In both, a regional variant of the store's locale (Swiss German) takes its language's
 * place. Catalogues and the lookup (`useMessages`, `pickMessages`) stay as they are.
 */
export function catalogueLanguages(brandFile: string): Plugin {
  const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { languages: Array<{ code: string; locale: string }> };
  const keep = languagesToKeep(brand.languages.map((language) => language.code));
  const variants = variantsToUse(brand.languages);
  return {
    name: 'giftshop:catalogue-languages',
    enforce: 'pre',
    // The bundle that learns which modules every page loads prunes too: a language's route table is a module of its
    // own, which only the other languages' builds load. The filter is checked by the bundler, which then calls the
    // handler only for the library modules that name a catalogue.
    transform: {
      filter: { id: { include: LIBRARY_MODULE, exclude: /\/node_modules\// }, code: 'Catalogue' },
      handler(code: string, id: string) {
        const pruned = pruneCatalogues(code, id.split('?', 1)[0], this.environment.name === 'client' ? keep : undefined, variants);
        return pruned === undefined ? null : { code: pruned, map: null };
      },
    },
  };
}

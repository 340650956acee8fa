import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { printDocument } from '../../libs/shared/data-access/src/lib/print-document';

const documentsModule = join(__dirname, '..', '..', 'libs', 'shared', 'graphql', 'src', 'generated', 'graphql.ts');
const CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([\s\S]*?)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
/** codegen's client preset writes each document on one line: `export const XDocument = {…} as unknown as DocumentNode<…>;` */
const GENERATED = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'virtual:giftshop-document/';

/** The name codegen's client preset gives a definition's document: `ProductCard_product` → `ProductCard_ProductFragmentDoc`. */
export function documentName(kind: string, name: string): string {
  const pascal = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/** Each document of codegen's generated module by its export name, as the JSON of its AST. */
export function generatedDocuments(source: string): Map<string, string> {
  return new Map([...source.matchAll(GENERATED)].map((match) => [match[1], match[2]]));
}

/**
 * The module of one document: its AST and, for a query, `__meta__.hash`, the SHA-256 of the text fetchQuery sends, so
 * a browser asks for a public query by its hash without printing or hashing the document itself.
 */
export function documentModule(json: string): string {
  const document = JSON.parse(json) as DocumentNode;
  const query = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query');
  if (!query) return `export default ${json};\n`;
  const hash = createHash('sha256').update(printDocument(document)).digest('hex');
  return `export default ${JSON.stringify({ ...document, __meta__: { hash } })};\n`;
}

/**
 * Replaces each `graphql(`…`)` call with an import of the one document it defines, as the client preset's Babel
 * plugin does, and serves each document as a module of its own (`virtual:giftshop-document/<name>`), taken from
 * codegen's generated file. A module is the bundler's unit: importing the documents from the generated module would
 * put every document any page uses into one chunk shared by all pages.
 */
export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'giftshop:graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    watchChange(id: string) {
      if (id === documentsModule) documents = undefined;
    },
    // The filters are checked by the bundler, which calls a handler only for the modules it applies to.
    resolveId: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler: (id: string) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${PREFIX}`) },
      handler(id: string) {
        this.addWatchFile(documentsModule);
        documents ??= generatedDocuments(readFileSync(documentsModule, 'utf8'));
        const name = id.slice(PREFIX.length + 1);
        const document = documents.get(name);
        if (!document) this.error(`No document ${name} in ${documentsModule}: run npm run codegen`);
        return { code: documentModule(document), map: { mappings: '' } };
      },
    },
    transform: {
      filter: { id: { include: /\.tsx?(\?|$)/, exclude: [/\/generated\//, /\/node_modules\//] }, code: 'graphql(' },
      handler(code: string) {
        const names = new Set<string>();
        const out = code.replace(CALL, (whole: string, body: string) => {
          const match = DEFINITION.exec(body);
          if (!match) return whole;
          const name = documentName(match[1], match[2]);
          names.add(name);
          return `__document_${name}`;
        });
        if (names.size === 0) return null;
        const imports = [...names].map((name) => `import __document_${name} from ${JSON.stringify(PREFIX + name)};`).join(' ');
        return { code: `${imports}\n${out}`, map: null };
      },
    },
  };
}

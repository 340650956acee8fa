import { join } from 'node:path';
import type { Plugin } from 'vite';

const documentsModule = join(__dirname, '..', '..', 'libs', 'shared', 'graphql', 'src', 'generated', 'graphql.ts');
const CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([\s\S]*?)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/** The name codegen's client preset gives a definition's document: `ProductCard_product` → `ProductCard_ProductFragmentDoc`. */
export function documentName(kind: string, name: string): string {
  const pascal = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * Replaces each `graphql(`…`)` call with an import of the one document it defines, as the client preset's Babel
 * plugin does. Without it, `graphql()` looks documents up in a map of every document of every library, and that map
 * lands in the browser bundle of every page.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'giftshop:graphql-documents',
    enforce: 'pre',
    transform(code: string, id: string) {
      const file = id.split('?', 1)[0];
      if (!/\.tsx?$/.test(file) || file.includes('/generated/') || file.includes('/node_modules/') || !code.includes('graphql(')) return null;
      const names = new Set<string>();
      const out = code.replace(CALL, (whole: string, body: string) => {
        const match = DEFINITION.exec(body);
        if (!match) return whole;
        const name = documentName(match[1], match[2]);
        names.add(name);
        return `__document_${name}`;
      });
      if (names.size === 0) return null;
      const specifiers = [...names].map((name) => `${name} as __document_${name}`).join(', ');
      return { code: `import { ${specifiers} } from ${JSON.stringify(documentsModule)};\n${out}`, map: null };
    },
  };
}

#!/usr/bin/env node
/**
 * Creates a library with the workspace's standard targets (lint, test, typecheck) and registers its import path.
 * Usage: node tools/scripts/new-lib.mjs <dir> <name> <scope:x> <type:y> [--react]
 *   node tools/scripts/new-lib.mjs libs/gateway/catalogue gateway-catalogue scope:gateway type:feature
 *   node tools/scripts/new-lib.mjs libs/shell/ui shell-ui scope:shell type:ui --react   (JSX, DOM, jsdom tests)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const react = args.includes('--react');
const [dir, name, ...tags] = args.filter((a) => a !== '--react');
if (!dir || !name || !tags.some((t) => t.startsWith('scope:')) || !tags.some((t) => t.startsWith('type:'))) {
  console.error('usage: new-lib.mjs <dir> <name> scope:<scope> type:<type>');
  process.exit(1);
}
const root = process.cwd();
const up = relative(join(root, dir), root);
const write = (file, text) => {
  const path = join(root, dir, file);
  if (!existsSync(path)) writeFileSync(path, text);
};

mkdirSync(join(root, dir, 'src'), { recursive: true });
write(
  'project.json',
  JSON.stringify(
    {
      name,
      $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
      sourceRoot: `${dir}/src`,
      projectType: 'library',
      tags,
      targets: {
        lint: { command: 'eslint {projectRoot}' },
        // Gateway libraries load PGlite, which needs VM modules; client libraries load ESM-only Storybook packages, which break under them.
        test: { command: react ? 'jest -c {projectRoot}/jest.config.cjs' : 'NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" jest -c {projectRoot}/jest.config.cjs' },
        typecheck: { command: 'tsc -p {projectRoot}/tsconfig.json --noEmit' },
      },
    },
    null,
    2,
  ) + '\n',
);
write(
  'tsconfig.json',
  JSON.stringify(
    {
      extends: `${up}/tsconfig.base.json`,
      compilerOptions: react
        ? { types: ['node', 'jest', '@testing-library/jest-dom'], jsx: 'react-jsx', lib: ['es2023', 'dom', 'dom.iterable'] }
        : { types: ['node', 'jest'] },
      include: ['src/**/*.ts', 'src/**/*.tsx'],
    },
    null,
    2,
  ) + '\n',
);
const cssStub = `<rootDir>/${up}/tools/jest/css-module-stub.cjs`;
write(
  'jest.config.cjs',
  react
    ? `module.exports = {\n  displayName: '${name}',\n  preset: '${up}/jest.preset.js',\n  testEnvironment: 'jsdom',\n  setupFilesAfterEnv: ['@testing-library/jest-dom'],\n  moduleNameMapper: { '\\\\.css$': '${cssStub}' },\n};\n`
    : `module.exports = {\n  displayName: '${name}',\n  preset: '${up}/jest.preset.js',\n};\n`,
);
write('src/index.ts', '');

const basePath = join(root, 'tsconfig.base.json');
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths[`@giftshop/${name}`] = [`${dir}/src/index.ts`];
base.compilerOptions.paths = Object.fromEntries(Object.entries(base.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(basePath, JSON.stringify(base, null, 2) + '\n');
console.log(`created ${dir} as @giftshop/${name} [${tags.join(', ')}]`);

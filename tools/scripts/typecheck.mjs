#!/usr/bin/env node
/**
 * Typechecks every project. Projects whose typecheck is the plain `tsc -p {projectRoot}/tsconfig.json --noEmit`
 * and whose tsconfig.json sets the same compiler options are checked together, in one TypeScript program per
 * group: each project's own program also checks the libraries it imports, so checking them one by one would
 * check the shared libraries dozens of times. The same files meet the same options, so the result is the same.
 * The other projects (the storefront's route typegen, Storybook) run their own typecheck target through Nx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const ts = createRequire(import.meta.url)('typescript');

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const PLAIN = 'tsc -p {projectRoot}/tsconfig.json --noEmit';

function projectFiles(dir, found = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const child = join(dir, entry.name);
    try {
      readFileSync(join(root, child, 'project.json'));
      found.push(child);
    } catch {
      // not a project folder
    }
    projectFiles(child, found);
  }
  return found;
}

const groups = new Map();
const others = [];
for (const projectRoot of ['libs', 'apps', 'tools'].flatMap((dir) => projectFiles(dir))) {
  const project = JSON.parse(readFileSync(join(root, projectRoot, 'project.json'), 'utf8'));
  const target = project.targets?.typecheck;
  if (!target) continue;
  const command = target.command ?? target.options?.command;
  if (command !== PLAIN) {
    others.push(project.name);
    continue;
  }
  const { config: tsconfig, error } = ts.readConfigFile(join(root, projectRoot, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const key = JSON.stringify({ extends: join(projectRoot, tsconfig.extends ?? ''), compilerOptions: tsconfig.compilerOptions ?? {} });
  const group = groups.get(key) ?? { extends: join(projectRoot, tsconfig.extends), compilerOptions: tsconfig.compilerOptions ?? {}, include: [], projects: [] };
  group.include.push(...(tsconfig.include ?? ['**/*']).map((pattern) => join(projectRoot, pattern)));
  group.projects.push(project.name);
  groups.set(key, group);
}

const out = join(root, 'tmp', 'typecheck');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const configs = [...groups.values()].map((group, index) => {
  const file = join(out, `group-${index}.json`);
  const up = (path) => relative(out, join(root, path));
  writeFileSync(file, JSON.stringify({ extends: up(group.extends), compilerOptions: { ...group.compilerOptions, noEmit: true }, include: group.include.map(up) }, null, 2));
  return { file, projects: group.projects };
});

/** Runs the groups two at a time (the CI machine's cores); resolves with the failed ones. */
async function runGroups() {
  const failed = [];
  const queue = [...configs];
  const worker = async () => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      console.log(`> tsc -p ${relative(root, config.file)} (${config.projects.length} projects: ${config.projects.join(', ')})`);
      const code = await new Promise((resolve) => spawn('npx', ['tsc', '-p', config.file], { cwd: root, stdio: 'inherit' }).on('exit', resolve));
      if (code !== 0) failed.push(config);
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}

const failed = await runGroups();
let status = failed.length ? 1 : 0;
if (others.length) {
  console.log(`> nx run-many -t typecheck -p ${others.join(' ')}`);
  status ||= spawnSync('npx', ['nx', 'run-many', '-t', 'typecheck', '-p', ...others, '--parallel=2', '--outputStyle=stream'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
process.exit(status);

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergedTypes } from './apollo-client';

const gatewayLibs = join(__dirname, '..', '..', '..', '..', 'gateway');

function sdlTypeNames(): string[] {
  const names = new Set<string>();
  for (const lib of readdirSync(gatewayLibs)) {
    const dir = join(gatewayLibs, lib, 'src', lib === 'core' ? '' : 'lib');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.sdl.ts'));
    } catch {
      continue;
    }
    for (const file of files) for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\btype (\w+)(?:\s+implements[^{]+)?\s*\{([^}]*)\}/g)) {
      if (!/^\s*id\s*:/m.test(m[2]) && m[1] !== 'Query' && m[1] !== 'Mutation') names.add(m[1]);
    }
  }
  return [...names].sort();
}

describe('Apollo cache policies', () => {
  it('merges every object type of the gateway schema that has no id', () => {
    const payloads = sdlTypeNames();
    expect(payloads.length).toBeGreaterThan(20);
    expect(payloads.filter((name) => !mergedTypes.includes(name))).toEqual([]);
  });
});

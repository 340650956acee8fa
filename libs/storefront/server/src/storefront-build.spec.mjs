import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { familyAppOf, readFamily, storefrontBuild, workspaceRoot } from './storefront-build.mjs';

const app = (name) => join(workspaceRoot, 'apps', name);

test('every brand folder belongs to exactly one family app, whose default key is its own', () => {
  const families = ['cb', 'ck', 'gcs', 'gcuk'].map((name) => readFamily(app(name)));
  const keys = families.flatMap((family) => family.buildKeys);
  assert.equal(keys.length, 33);
  assert.equal(new Set(keys).size, 33);
  for (const family of families) assert.ok(family.buildKeys.includes(family.defaultBuildKey), family.family);
});

test('BUILD_KEY picks the brand and its build folder; the default is the family default', () => {
  assert.equal(storefrontBuild(app('cb'), 'cbde').buildDirectory, join(workspaceRoot, 'dist', 'apps', 'cb', 'CBDE'));
  assert.equal(storefrontBuild(app('gcuk'), '').buildKey, 'GCUK');
  assert.equal(storefrontBuild(app('gcs'), 'GCSFR').brandFile, join(workspaceRoot, 'brands', 'GCSFR', 'brand.json'));
  assert.equal(familyAppOf('CKUK'), 'ck');
});

test('STOREFRONT_DIST_DIR moves the build folder', () => {
  process.env.STOREFRONT_DIST_DIR = '/tmp/smoke-dist';
  try {
    assert.equal(storefrontBuild(app('ck'), 'CKUK').buildDirectory, '/tmp/smoke-dist/apps/ck/CKUK');
  } finally {
    delete process.env.STOREFRONT_DIST_DIR;
  }
});

test('a key of another family or no brand at all is refused with the way out', () => {
  assert.throws(() => storefrontBuild(app('gcuk'), 'CBDE'), /BUILD_KEY CBDE belongs to the CB family: build it with `BUILD_KEY=CBDE nx run cb:build`/);
  assert.throws(() => storefrontBuild(app('cb'), 'XX'), /BUILD_KEY XX is not a brand of CB/);
});

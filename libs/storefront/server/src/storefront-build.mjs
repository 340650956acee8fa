/**
 * Which brand a storefront build or server is for. Plain JavaScript so the Node server, the Vite config, React
 * Router's config and the scripts share it (types in storefront-build.d.mts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
export const FAMILY_APPS = ['cb', 'ck', 'gcs', 'gcuk'];

/** Every brand's build key and family, from brands/<KEY>/brand.json: a new brand folder is a new build key. */
export function brandFamilies() {
  const brandsDir = join(workspaceRoot, 'brands');
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => ({ buildKey: entry.name, family: JSON.parse(readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8')).family }));
}

/**
 * A family app's configuration: apps/<family>/family.json (family, default key, routes left out) and the build keys
 * of that family, which are the brands whose brand.json names it.
 */
export function readFamily(appDir) {
  const config = JSON.parse(readFileSync(join(appDir, 'family.json'), 'utf8'));
  const buildKeys = brandFamilies()
    .filter((brand) => brand.family === config.family)
    .map((brand) => brand.buildKey)
    .sort();
  return { ...config, buildKeys };
}

/** The family app that serves a build key, or undefined. */
export function familyAppOf(buildKey) {
  return FAMILY_APPS.find((app) => readFamily(join(workspaceRoot, 'apps', app)).buildKeys.includes(buildKey));
}

/**
 * The brand a build or server is for: BUILD_KEY, or the family's default key. A key of another family is refused,
 * so `BUILD_KEY=CBDE nx run gcuk:build` cannot put a German brand into the UK family's composition.
 */
export function storefrontBuild(appDir, buildKey = process.env.BUILD_KEY) {
  const family = readFamily(appDir);
  const key = (buildKey || family.defaultBuildKey).toUpperCase();
  if (!family.buildKeys.includes(key)) {
    const owner = familyAppOf(key);
    throw new Error(
      owner
        ? `BUILD_KEY ${key} belongs to the ${owner.toUpperCase()} family: build it with \`BUILD_KEY=${key} nx run ${owner}:build\``
        : `BUILD_KEY ${key} is not a brand of ${family.family} (it serves ${family.buildKeys.join(', ')}); the brands are the folders of brands/`,
    );
  }
  const brandFile = join(workspaceRoot, 'brands', key, 'brand.json');
  if (!existsSync(brandFile)) throw new Error(`brands/${key}/brand.json is missing`);
  return {
    family,
    buildKey: key,
    brandFile,
    brandAssets: join(workspaceRoot, 'brands', key, 'assets'),
    // STOREFRONT_DIST_DIR moves every build out of dist/ (the brand smoke builds beside a served dist/).
    buildDirectory: join(process.env.STOREFRONT_DIST_DIR ? resolve(process.env.STOREFRONT_DIST_DIR) : join(workspaceRoot, 'dist'), 'apps', family.family.toLowerCase(), key),
  };
}

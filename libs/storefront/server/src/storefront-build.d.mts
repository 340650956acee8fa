export interface FamilyConfig {
  family: 'CB' | 'CK' | 'GCS' | 'GCUK';
  /** The key built and served when BUILD_KEY is not set. */
  defaultBuildKey: string;
  /** The brands whose brand.json names this family (not written in family.json). */
  buildKeys: string[];
  /** Route ids (libs/shared/util-i18n routes.ts) the family does not serve: their paths answer the branded 404. */
  withoutRoutes: string[];
}

export interface StorefrontBuild {
  family: FamilyConfig;
  buildKey: string;
  brandFile: string;
  brandAssets: string;
  /** Where `react-router build` writes: dist/apps/<family>/<KEY> (under STOREFRONT_DIST_DIR when set). */
  buildDirectory: string;
}

export const workspaceRoot: string;
export const FAMILY_APPS: readonly string[];
export function brandFamilies(): { buildKey: string; family: string }[];
export function readFamily(appDir: string): FamilyConfig;
export function familyAppOf(buildKey: string): string | undefined;
export function storefrontBuild(appDir: string, buildKey?: string): StorefrontBuild;

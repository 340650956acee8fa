import type { RouteConfigEntry } from '@react-router/dev/routes';
import { brandRoutes, languagePages } from './route-config';

/** Every page route of a config as `id path`. */
function pages(config: RouteConfigEntry[]): string[] {
  return config.flatMap((entry) => [...(entry.id ? [`${entry.id} ${entry.path ?? ''}`] : []), ...pages(entry.children ?? [])]);
}

const routesOf = (languages: string[]) => pages(brandRoutes('/work/apps/cb/app', languages) as RouteConfigEntry[]);

describe('brandRoutes', () => {
  it('serves the UK store on English paths, also under /en/', () => {
    const routes = routesOf(['en']);
    expect(routes).toEqual(expect.arrayContaining(['root:basket basket', 'en:basket en/basket', 'root:productList gift-cards', 'root:unknown *']));
    expect(routes.filter((route) => route.includes('cadeaubonnen'))).toEqual([]);
  });

  it('serves the Dutch store on its §2.2 paths only', () => {
    const routes = routesOf(['nl']);
    expect(routes).toEqual(expect.arrayContaining(['root:basket winkelmandje', 'root:order bestellen', 'root:checkBalance saldocheck', 'nl:productList nl/cadeaubonnen']));
    expect(routes.filter((route) => /^(gift-cards|basket|check-balance|order)\b/.test(route.split(' ')[1] ?? ''))).toEqual([]);
  });

  it('gives a bilingual brand its second language under a prefix', () => {
    expect(routesOf(['nl', 'fr'])).toEqual(expect.arrayContaining(['root:basket winkelmandje', 'nl:basket nl/winkelmandje', 'fr:unknown fr/*']));
  });

  it("routes a brand's own Choice card page in each of its languages", () => {
    const own = { nl: { choiceCard: '/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/' }, fr: { choiceCard: '/cartes-cadeaux/cadeaubonbe-keuze-cadeaukaart/' } };
    expect(pages(brandRoutes('/work/apps/cb/app', ['nl', 'fr'], [], own) as RouteConfigEntry[])).toEqual(
      expect.arrayContaining([
        'root:choiceCard cadeaubonnen/cadeaubonbe-keuze-cadeaukaart',
        'nl:choiceCard nl/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart',
        'fr:choiceCard fr/cartes-cadeaux/cadeaubonbe-keuze-cadeaukaart',
      ]),
    );
  });

  it('names route files relative to the family app directory', () => {
    const [sitemap] = brandRoutes('/work/main/apps/cb/app', ['nl']) as RouteConfigEntry[];
    expect(sitemap?.file).toMatch(/^\.\.\/.*libs\/storefront\/app\/src\/routes\/sitemap\.ts$/);
  });
});

describe('languagePages', () => {
  it('puts every page read through Apollo under the Apollo layout and the catalogue pages outside it', () => {
    const entries = languagePages('en', '', (file) => file);
    const outside = pages(entries.filter((entry) => entry.file !== 'apollo.tsx')).map((route) => route.split(' ')[0]);
    const inside = pages(entries.find((entry) => entry.file === 'apollo.tsx')?.children ?? []).map((route) => route.split(' ')[0]);
    expect(outside).toEqual(expect.arrayContaining(['root:home', 'root:productList', 'root:product', 'root:choiceCard', 'root:category', 'root:occasion', 'root:unknown']));
    expect(inside).toEqual(expect.arrayContaining(['root:basket', 'root:order', 'root:accountOverview', 'root:redeemShop', 'root:blog', 'root:generalTerms']));
    expect(inside.filter((id) => outside.includes(id))).toEqual([]);
  });


  it('leaves out the routes a family does not serve; their paths fall to the not-found page', () => {
    const routes = pages(languagePages('en', '', (file) => file, ['doubler', 'doublerThankYou']));
    expect(routes.some((route) => route.startsWith('root:doubler'))).toBe(false);
    expect(routes).toContain('root:unknown *');
  });
});

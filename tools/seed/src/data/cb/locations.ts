import type { SeedLocation } from '../types';
import { buildLocations, nlPostcode, type CitySpec, type LocationBrand } from '../locations-builder';
import { cbEntries } from './catalogue';

/** Dutch cities with real centre coordinates, province and real shopping streets with their postcode numbers. */
export const cbCities: CitySpec[] = [
  {
    city: 'Amsterdam', slug: 'amsterdam', area: 'Noord-Holland', lat: 52.3731, lon: 4.8926, count: 14, bearing: [90, 340],
    streets: [
      ['Kalverstraat', '1012'], ['Damrak', '1012'], ['Leidsestraat', '1017'], ['Utrechtsestraat', '1017'],
      ['Haarlemmerstraat', '1013'], ['Westerstraat', '1015'], ['Ferdinand Bolstraat', '1072'], ['Van Woustraat', '1073'],
      ['Rokin', '1012'], ['Spuistraat', '1012'], ['Overtoom', '1054'], ['Javastraat', '1094'],
    ],
  },
  {
    city: 'Rotterdam', slug: 'rotterdam', area: 'Zuid-Holland', lat: 51.9225, lon: 4.4792, count: 9, bearing: [-90, 90],
    streets: [
      ['Coolsingel', '3011'], ['Lijnbaan', '3012'], ['Witte de Withstraat', '3012'], ['Nieuwe Binnenweg', '3014'],
      ['Meent', '3011'], ['Oude Binnenweg', '3012'], ['Karel Doormanstraat', '3012'], ['Hoogstraat', '3011'],
    ],
  },
  {
    city: 'Utrecht', slug: 'utrecht', area: 'Utrecht', lat: 52.0907, lon: 5.1214, count: 8,
    streets: [
      ['Oudegracht', '3511'], ['Vinkenburgstraat', '3512'], ['Lange Elisabethstraat', '3511'], ['Twijnstraat', '3511'],
      ['Voorstraat', '3512'], ['Nachtegaalstraat', '3581'], ['Zadelstraat', '3511'], ['Steenweg', '3511'],
    ],
  },
  {
    city: 'Den Haag', slug: 'den-haag', area: 'Zuid-Holland', lat: 52.078, lon: 4.309, count: 7,
    streets: [
      ['Grote Marktstraat', '2511'], ['Spuistraat', '2511'], ['Noordeinde', '2514'], ['Frederikstraat', '2514'],
      ['Denneweg', '2514'], ['Plein', '2511'], ['Prinsestraat', '2513'], ['Torenstraat', '2513'],
    ],
  },
  {
    city: 'Eindhoven', slug: 'eindhoven', area: 'Noord-Brabant', lat: 51.4393, lon: 5.478, count: 5,
    streets: [
      ['Demer', '5611'], ['Stratumseind', '5611'], ['Kleine Berg', '5611'], ['Wilhelminaplein', '5611'],
      ['Hooghuisstraat', '5611'], ['Vestdijk', '5611'],
    ],
  },
  {
    city: 'Groningen', slug: 'groningen', area: 'Groningen', lat: 53.219, lon: 6.568, count: 5,
    streets: [
      ['Herestraat', '9711'], ['Folkingestraat', '9711'], ['Oude Kijk in ’t Jatstraat', '9712'], ['Vismarkt', '9711'],
      ['Poelestraat', '9711'], ['Zwanestraat', '9712'],
    ],
  },
  {
    city: 'Haarlem', slug: 'haarlem', area: 'Noord-Holland', lat: 52.3812, lon: 4.6366, count: 4,
    streets: [
      ['Grote Houtstraat', '2011'], ['Zijlstraat', '2011'], ['Botermarkt', '2011'], ['Kleine Houtstraat', '2011'],
      ['Barteljorisstraat', '2011'],
    ],
  },
  {
    city: 'Maastricht', slug: 'maastricht', area: 'Limburg', lat: 50.8489, lon: 5.6889, count: 4,
    streets: [['Grote Staat', '6211'], ['Wycker Brugstraat', '6221'], ['Platielstraat', '6211'], ['Stokstraat', '6211']],
  },
  {
    city: 'Nijmegen', slug: 'nijmegen', area: 'Gelderland', lat: 51.8474, lon: 5.8636, count: 4, bearing: [100, 280],
    streets: [['Lange Hezelstraat', '6511'], ['Molenstraat', '6511'], ['Broerstraat', '6511'], ['Van Welderenstraat', '6511']],
  },
  {
    city: 'Arnhem', slug: 'arnhem', area: 'Gelderland', lat: 51.9851, lon: 5.8987, count: 3, bearing: [-80, 80],
    streets: [['Ketelstraat', '6811'], ['Jansstraat', '6811'], ['Korenmarkt', '6811'], ['Bakkerstraat', '6811']],
  },
  {
    city: 'Breda', slug: 'breda', area: 'Noord-Brabant', lat: 51.5886, lon: 4.7756, count: 3,
    streets: [['Ginnekenstraat', '4811'], ['Havermarkt', '4811'], ['Veemarktstraat', '4811']],
  },
  {
    city: 'Leiden', slug: 'leiden', area: 'Zuid-Holland', lat: 52.1592, lon: 4.4931, count: 3,
    streets: [['Breestraat', '2311'], ['Haarlemmerstraat', '2312'], ['Nieuwe Rijn', '2312']],
  },
];

const locationBrands: LocationBrand[] = cbEntries
  .filter((e) => !e.opts.tpp && (e.opts.loc ?? e.cats[0] === 'restaurants'))
  .map((e) => {
    const brand: LocationBrand = {
      slug: e.slug,
      name: e.name,
      weight: (e.cats[0] === 'restaurants' ? 3 : 1) + (e.opts.hot ? 2 : 0),
      kind: e.cats[0] === 'restaurants' ? 'restaurant' : 'shop',
    };
    if (e.opts.cities) brand.cities = e.opts.cities;
    return brand;
  });

export const cbLocations: SeedLocation[] = buildLocations({
  seed: 'cb-locations-v1',
  cities: cbCities,
  brands: locationBrands,
  postcode: nlPostcode,
  radiusKm: 2,
  websitePath: 'vestigingen',
});

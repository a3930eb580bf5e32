import type { Province } from '@rentals/domain/users/enums';
import { SEED_CITIES } from '../../db/seed/cities';

/*
 * The offline gazetteer's places: the seeded cities and regions with their neighbourhoods, and other
 * notable cities and towns of every province and territory. Coordinates are the place's centre
 * (city hall or downtown, WGS 84); population is the 2021 census figure in thousands, rounded, and
 * only ranks equally good matches.
 */

export interface GazetteerCity {
  name: string;
  province: Province;
  lat: number;
  lng: number;
  population: number;
  /** Other spellings people type (French names, short forms). */
  aliases?: string[];
  /** Most popular first. */
  neighbourhoods: string[];
}

/** First letter of a postal code (forward sortation area) → its province or territories. */
export const POSTAL_PROVINCES: Record<string, Province[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** Population of the seeded cities and regions (regional municipalities for Durham, York and Peel). */
const SEED_EXTRA: Record<string, { population: number; aliases?: string[] }> = {
  Toronto: { population: 2794 },
  Ottawa: { population: 1017 },
  Mississauga: { population: 717 },
  Brampton: { population: 656 },
  Hamilton: { population: 569 },
  Waterloo: { population: 121 },
  Durham: { population: 697 },
  York: { population: 1173 },
  Peel: { population: 1451 },
  Montreal: { population: 1762, aliases: ['Montréal'] },
  'Quebec City': { population: 549, aliases: ['Québec', 'Ville de Québec'] },
  Vancouver: { population: 662 },
  Calgary: { population: 1306 },
  Edmonton: { population: 1010 },
  Winnipeg: { population: 749 },
  Halifax: { population: 440 },
};

type Row = [
  name: string,
  province: Province,
  lat: number,
  lng: number,
  population: number,
  aliases?: string[],
];

/** Other notable places; suburbs that are neighbourhoods of a seeded region (Markham, Oshawa, ...) stay there. */
const OTHER_PLACES: Row[] = [
  ['London', 'ON', 42.9849, -81.2453, 422],
  ['Kitchener', 'ON', 43.4516, -80.4925, 256],
  ['Windsor', 'ON', 42.3149, -83.0364, 229],
  ['Oakville', 'ON', 43.4675, -79.6877, 213],
  ['Burlington', 'ON', 43.3255, -79.799, 186],
  ['Sudbury', 'ON', 46.4917, -80.993, 166, ['Greater Sudbury', 'Grand Sudbury']],
  ['Barrie', 'ON', 44.3894, -79.6903, 147],
  ['Guelph', 'ON', 43.5448, -80.2482, 143],
  ['Cambridge', 'ON', 43.3616, -80.3144, 138],
  ['St. Catharines', 'ON', 43.1594, -79.2469, 136],
  ['Kingston', 'ON', 44.2312, -76.486, 132],
  ['Milton', 'ON', 43.5183, -79.8774, 132],
  ['Thunder Bay', 'ON', 48.3809, -89.2477, 108],
  ['Niagara Falls', 'ON', 43.0896, -79.0849, 94],
  ['Peterborough', 'ON', 44.3091, -78.3197, 83],
  ['Sault Ste. Marie', 'ON', 46.5219, -84.3461, 72],
  ['Sarnia', 'ON', 42.9745, -82.4066, 72],
  ['Belleville', 'ON', 44.1628, -77.3832, 55],
  ['North Bay', 'ON', 46.3091, -79.4608, 52],
  ['Cornwall', 'ON', 45.0213, -74.7303, 47],
  ['Timmins', 'ON', 48.4758, -81.3305, 41],
  ['Laval', 'QC', 45.6066, -73.7124, 438],
  ['Gatineau', 'QC', 45.4765, -75.7013, 291],
  ['Longueuil', 'QC', 45.5312, -73.5181, 254],
  ['Sherbrooke', 'QC', 45.4042, -71.8929, 172],
  ['Lévis', 'QC', 46.8033, -71.1779, 149],
  ['Saguenay', 'QC', 48.428, -71.0686, 144],
  ['Trois-Rivières', 'QC', 46.3432, -72.5477, 139, ['Three Rivers']],
  ['Terrebonne', 'QC', 45.7004, -73.6473, 119],
  ['Brossard', 'QC', 45.4584, -73.465, 91],
  ['Saint-Jérôme', 'QC', 45.7804, -74.0036, 80],
  ['Drummondville', 'QC', 45.8838, -72.4843, 79],
  ['Granby', 'QC', 45.4, -72.7333, 69],
  ['Rimouski', 'QC', 48.4489, -68.523, 48],
  ['Surrey', 'BC', 49.1913, -122.849, 568],
  ['Burnaby', 'BC', 49.2488, -122.9805, 249],
  ['Richmond', 'BC', 49.1666, -123.1336, 209],
  ['Abbotsford', 'BC', 49.0504, -122.3045, 153],
  ['Coquitlam', 'BC', 49.2838, -122.7932, 148],
  ['Kelowna', 'BC', 49.888, -119.496, 144],
  ['Langley', 'BC', 49.1044, -122.6604, 132],
  ['Saanich', 'BC', 48.484, -123.381, 117],
  ['Nanaimo', 'BC', 49.1659, -123.9401, 99],
  ['Kamloops', 'BC', 50.6745, -120.3273, 97],
  ['Chilliwack', 'BC', 49.1579, -121.9515, 93],
  ['Victoria', 'BC', 48.4284, -123.3656, 92],
  ['New Westminster', 'BC', 49.2057, -122.911, 78],
  ['Prince George', 'BC', 53.9171, -122.7497, 76],
  ['North Vancouver', 'BC', 49.32, -123.0724, 58],
  ['Whistler', 'BC', 50.1163, -122.9574, 14],
  ['Red Deer', 'AB', 52.2681, -113.8112, 100],
  ['Lethbridge', 'AB', 49.6956, -112.8451, 99],
  ['Airdrie', 'AB', 51.2917, -114.0144, 74],
  ['St. Albert', 'AB', 53.6305, -113.6256, 68],
  ['Fort McMurray', 'AB', 56.7267, -111.381, 68],
  ['Grande Prairie', 'AB', 55.1707, -118.7947, 64],
  ['Medicine Hat', 'AB', 50.0405, -110.6764, 63],
  ['Spruce Grove', 'AB', 53.545, -113.9008, 37],
  ['Okotoks', 'AB', 50.726, -113.9749, 30],
  ['Canmore', 'AB', 51.0884, -115.3479, 15],
  ['Banff', 'AB', 51.1784, -115.5708, 8],
  ['Saskatoon', 'SK', 52.1332, -106.67, 266],
  ['Regina', 'SK', 50.4452, -104.6189, 226],
  ['Prince Albert', 'SK', 53.2033, -105.7531, 37],
  ['Moose Jaw', 'SK', 50.3934, -105.5519, 33],
  ['Swift Current', 'SK', 50.2851, -107.7972, 17],
  ['Brandon', 'MB', 49.8485, -99.9501, 51],
  ['Steinbach', 'MB', 49.5258, -96.6839, 17],
  ['Thompson', 'MB', 55.7435, -97.8558, 13],
  ['Portage la Prairie', 'MB', 49.9728, -98.2926, 13],
  ['Moncton', 'NB', 46.0878, -64.7782, 79],
  ['Saint John', 'NB', 45.2733, -66.0633, 69],
  ['Fredericton', 'NB', 45.9636, -66.6431, 63],
  ['Dieppe', 'NB', 46.0984, -64.7242, 28],
  ['Miramichi', 'NB', 47.0296, -65.5019, 17],
  ['Bathurst', 'NB', 47.6186, -65.651, 12],
  ['Sydney', 'NS', 46.1368, -60.1942, 30],
  ['Truro', 'NS', 45.365, -63.28, 12],
  ['New Glasgow', 'NS', 45.592, -62.6452, 9],
  ['Kentville', 'NS', 45.077, -64.4958, 6],
  ['Antigonish', 'NS', 45.6169, -61.9986, 5],
  ['Wolfville', 'NS', 45.0917, -64.3598, 5],
  ['Charlottetown', 'PE', 46.2382, -63.1311, 38],
  ['Summerside', 'PE', 46.3959, -63.7876, 15],
  ['Stratford', 'PE', 46.2167, -63.0893, 10],
  ["St. John's", 'NL', 47.5615, -52.7126, 110],
  ['Conception Bay South', 'NL', 47.5167, -52.9987, 27],
  ['Mount Pearl', 'NL', 47.5189, -52.8058, 22],
  ['Corner Brook', 'NL', 48.95, -57.952, 19],
  ['Grand Falls-Windsor', 'NL', 48.936, -55.664, 14],
  ['Gander', 'NL', 48.9562, -54.6089, 12],
  ['Happy Valley-Goose Bay', 'NL', 53.3017, -60.3261, 8],
  ['Whitehorse', 'YT', 60.7212, -135.0568, 28],
  ['Dawson City', 'YT', 64.0601, -139.432, 2],
  ['Watson Lake', 'YT', 60.0636, -128.7089, 1],
  ['Yellowknife', 'NT', 62.454, -114.3718, 20],
  ['Hay River', 'NT', 60.8156, -115.7999, 3],
  ['Inuvik', 'NT', 68.3607, -133.723, 3],
  ['Fort Smith', 'NT', 60.005, -111.891, 2],
  ['Iqaluit', 'NU', 63.7467, -68.517, 7],
  ['Rankin Inlet', 'NU', 62.809, -92.0853, 3],
  ['Arviat', 'NU', 61.1078, -94.0586, 3],
  ['Cambridge Bay', 'NU', 69.1169, -105.0597, 2],
];

/** Every place of the gazetteer: the seeded ones first, with their neighbourhoods. */
export const GAZETTEER_CITIES: GazetteerCity[] = [
  ...SEED_CITIES.map((c) => ({
    ...c,
    province: c.province as Province,
    population: SEED_EXTRA[c.name]?.population ?? 0,
    aliases: SEED_EXTRA[c.name]?.aliases,
  })),
  ...OTHER_PLACES.map(([name, province, lat, lng, population, aliases]) => ({
    name,
    province,
    lat,
    lng,
    population,
    aliases,
    neighbourhoods: [],
  })),
];

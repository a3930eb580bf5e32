/** Main Canadian cities and regions with real coordinates and a few real neighbourhoods each. */
export const SEED_CITIES: {
  name: string;
  province: string;
  lat: number;
  lng: number;
  neighbourhoods: string[];
}[] = [
  {
    name: 'Toronto',
    province: 'ON',
    lat: 43.6532,
    lng: -79.3832,
    neighbourhoods: [
      'Downtown Toronto',
      'The Annex',
      'Liberty Village',
      'Leslieville',
      'North York',
      'Yorkville',
      'Scarborough',
      'Etobicoke',
    ],
  },
  {
    name: 'Ottawa',
    province: 'ON',
    lat: 45.4215,
    lng: -75.6972,
    neighbourhoods: ['Centretown', 'The Glebe', 'ByWard Market', 'Westboro', 'Kanata', 'Orléans'],
  },
  {
    name: 'Mississauga',
    province: 'ON',
    lat: 43.589,
    lng: -79.6441,
    neighbourhoods: ['City Centre', 'Port Credit', 'Streetsville', 'Meadowvale', 'Erin Mills'],
  },
  {
    name: 'Brampton',
    province: 'ON',
    lat: 43.7315,
    lng: -79.7624,
    neighbourhoods: ['Downtown Brampton', 'Bramalea', 'Springdale', 'Mount Pleasant'],
  },
  {
    name: 'Hamilton',
    province: 'ON',
    lat: 43.2557,
    lng: -79.8711,
    neighbourhoods: ['Downtown Hamilton', 'Westdale', 'Dundas', 'Ancaster', 'Stoney Creek'],
  },
  {
    name: 'Waterloo',
    province: 'ON',
    lat: 43.4643,
    lng: -80.5204,
    neighbourhoods: ['Uptown Waterloo', 'Northdale', 'Beechwood', 'Lakeshore'],
  },
  {
    name: 'Durham',
    province: 'ON',
    lat: 43.8971,
    lng: -78.8658,
    neighbourhoods: ['Oshawa', 'Whitby', 'Ajax', 'Pickering'],
  },
  {
    name: 'York',
    province: 'ON',
    lat: 43.9,
    lng: -79.45,
    neighbourhoods: ['Markham', 'Richmond Hill', 'Vaughan', 'Newmarket', 'Aurora'],
  },
  {
    name: 'Peel',
    province: 'ON',
    lat: 43.6766,
    lng: -79.7808,
    neighbourhoods: ['Caledon', 'Malton', 'Cooksville'],
  },
  {
    name: 'Montreal',
    province: 'QC',
    lat: 45.5017,
    lng: -73.5673,
    neighbourhoods: ['Plateau-Mont-Royal', 'Mile End', 'Griffintown', 'Old Montreal', 'Rosemont', 'Verdun'],
  },
  {
    name: 'Quebec City',
    province: 'QC',
    lat: 46.8139,
    lng: -71.208,
    neighbourhoods: ['Old Quebec', 'Saint-Roch', 'Montcalm', 'Limoilou', 'Sainte-Foy'],
  },
  {
    name: 'Vancouver',
    province: 'BC',
    lat: 49.2827,
    lng: -123.1207,
    neighbourhoods: [
      'Downtown Vancouver',
      'Kitsilano',
      'Mount Pleasant',
      'Yaletown',
      'West End',
      'Commercial Drive',
    ],
  },
  {
    name: 'Calgary',
    province: 'AB',
    lat: 51.0447,
    lng: -114.0719,
    neighbourhoods: ['Beltline', 'Kensington', 'Inglewood', 'Mission', 'Bridgeland'],
  },
  {
    name: 'Edmonton',
    province: 'AB',
    lat: 53.5461,
    lng: -113.4938,
    neighbourhoods: ['Downtown Edmonton', 'Old Strathcona', 'Oliver', 'Garneau', 'Westmount'],
  },
  {
    name: 'Winnipeg',
    province: 'MB',
    lat: 49.8951,
    lng: -97.1384,
    neighbourhoods: ['Exchange District', 'Osborne Village', 'St. Boniface', 'Wolseley', 'River Heights'],
  },
  {
    name: 'Halifax',
    province: 'NS',
    lat: 44.6488,
    lng: -63.5752,
    neighbourhoods: ['Downtown Halifax', 'North End', 'South End', 'Dartmouth', 'Clayton Park'],
  },
];

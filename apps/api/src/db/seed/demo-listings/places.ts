/**
 * Where demo listings are: for each seeded city (cities.ts), its neighbourhoods with an approximate
 * centre and real streets in them, the rent level against Toronto, and what a description says
 * about getting around. Coordinates are near the neighbourhood centre, not of a real building.
 */
export interface DemoNeighbourhood {
  /** As in cities.ts, so the seed links the listing to that neighbourhood. */
  name: string;
  lat: number;
  lng: number;
  streets: readonly string[];
  /** The locality written in the address when it is not the city (regions such as York or Peel). */
  locality?: string;
}

export interface DemoCity {
  /** As in cities.ts. */
  name: string;
  province: string;
  /** Written in addresses (Montréal, Québec). */
  addressName: string;
  /** Rent level against Toronto (1). */
  priceIndex: number;
  /** Rapid transit mentioned in descriptions. */
  transit: string;
  neighbourhoods: readonly DemoNeighbourhood[];
}

const hood = (
  name: string,
  lat: number,
  lng: number,
  streets: string[],
  locality?: string,
): DemoNeighbourhood => ({ name, lat, lng, streets, ...(locality ? { locality } : {}) });

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    name: 'Toronto',
    province: 'ON',
    addressName: 'Toronto',
    priceIndex: 1,
    transit: 'the TTC subway',
    neighbourhoods: [
      hood('Downtown Toronto', 43.65, -79.381, [
        'Yonge St',
        'Bay St',
        'Adelaide St W',
        'Richmond St W',
        'Church St',
        'Jarvis St',
      ]),
      hood('The Annex', 43.67, -79.405, [
        'Bloor St W',
        'Spadina Rd',
        'Brunswick Ave',
        'Madison Ave',
        'Huron St',
        'Dupont St',
      ]),
      hood('Liberty Village', 43.6387, -79.42, [
        'Liberty St',
        'East Liberty St',
        'Hanna Ave',
        'Atlantic Ave',
        'Western Battery Rd',
      ]),
      hood('Leslieville', 43.6625, -79.332, [
        'Queen St E',
        'Carlaw Ave',
        'Pape Ave',
        'Logan Ave',
        'Jones Ave',
        'Gerrard St E',
      ]),
      hood('North York', 43.7615, -79.4111, [
        'Yonge St',
        'Sheppard Ave E',
        'Finch Ave W',
        'Empress Ave',
        'Park Home Ave',
        'Doris Ave',
      ]),
      hood('Yorkville', 43.671, -79.393, [
        'Yorkville Ave',
        'Cumberland St',
        'Bloor St W',
        'Avenue Rd',
        'Scollard St',
        'Bellair St',
      ]),
      hood('Scarborough', 43.7731, -79.2578, [
        'Ellesmere Rd',
        'Lawrence Ave E',
        'Kingston Rd',
        'Markham Rd',
        'Brimley Rd',
        'Borough Dr',
      ]),
      hood('Etobicoke', 43.6205, -79.5132, [
        'Lake Shore Blvd W',
        'The Queensway',
        'Royal York Rd',
        'Islington Ave',
        'Park Lawn Rd',
      ]),
    ],
  },
  {
    name: 'Ottawa',
    province: 'ON',
    addressName: 'Ottawa',
    priceIndex: 0.84,
    transit: 'the O-Train',
    neighbourhoods: [
      hood('Centretown', 45.414, -75.695, [
        'Bank St',
        'Elgin St',
        'Metcalfe St',
        "O'Connor St",
        'Gilmour St',
        'Somerset St W',
      ]),
      hood('The Glebe', 45.401, -75.688, ['Bank St', 'Fifth Ave', 'Glebe Ave', 'Bronson Ave', 'Lyon St S']),
      hood('ByWard Market', 45.429, -75.692, [
        'Rideau St',
        'Clarence St',
        'Dalhousie St',
        'Murray St',
        'York St',
      ]),
      hood('Westboro', 45.392, -75.755, ['Richmond Rd', 'Churchill Ave N', 'Byron Ave', 'Golden Ave']),
      hood('Kanata', 45.3088, -75.8987, [
        'Hazeldean Rd',
        'Terry Fox Dr',
        'Campeau Dr',
        'Katimavik Rd',
        'Castlefrank Rd',
      ]),
      hood('Orléans', 45.469, -75.517, ['St. Joseph Blvd', 'Innes Rd', 'Tenth Line Rd', "Jeanne d'Arc Blvd"]),
    ],
  },
  {
    name: 'Mississauga',
    province: 'ON',
    addressName: 'Mississauga',
    priceIndex: 0.92,
    transit: 'MiWay and GO trains',
    neighbourhoods: [
      hood('City Centre', 43.593, -79.642, [
        'Burnhamthorpe Rd W',
        'Confederation Pkwy',
        'Duke of York Blvd',
        'Webb Dr',
        'Hurontario St',
      ]),
      hood('Port Credit', 43.552, -79.585, [
        'Lakeshore Rd E',
        'Lakeshore Rd W',
        'Hurontario St',
        'Stavebank Rd',
        'Ann St',
      ]),
      hood('Streetsville', 43.586, -79.712, ['Queen St S', 'Main St', 'Thomas St', 'Britannia Rd W']),
      hood('Meadowvale', 43.59, -79.75, ['Glen Erin Dr', 'Aquitaine Ave', 'Battleford Rd', 'Derry Rd W']),
      hood('Erin Mills', 43.549, -79.703, [
        'Erin Mills Pkwy',
        'Eglinton Ave W',
        'The Collegeway',
        'Erin Centre Blvd',
      ]),
    ],
  },
  {
    name: 'Brampton',
    province: 'ON',
    addressName: 'Brampton',
    priceIndex: 0.86,
    transit: 'Brampton Transit Züm and the GO train',
    neighbourhoods: [
      hood('Downtown Brampton', 43.685, -79.76, [
        'Main St N',
        'Queen St E',
        'Nelson St W',
        'George St N',
        'Church St E',
      ]),
      hood('Bramalea', 43.726, -79.718, [
        'Bramalea Rd',
        'Queen St E',
        'Clark Blvd',
        'Central Park Dr',
        'Dixie Rd',
      ]),
      hood('Springdale', 43.756, -79.73, [
        'Sandalwood Pkwy E',
        'Bovaird Dr E',
        'Torbram Rd',
        'Father Tobin Rd',
      ]),
      hood('Mount Pleasant', 43.695, -79.812, [
        'Bovaird Dr W',
        'Creditview Rd',
        'Chinguacousy Rd',
        'Wanless Dr',
      ]),
    ],
  },
  {
    name: 'Hamilton',
    province: 'ON',
    addressName: 'Hamilton',
    priceIndex: 0.8,
    transit: 'the HSR and GO trains',
    neighbourhoods: [
      hood('Downtown Hamilton', 43.257, -79.869, [
        'King St E',
        'Main St W',
        'James St N',
        'John St S',
        'Hughson St N',
        'Bay St S',
      ]),
      hood('Westdale', 43.263, -79.909, ['King St W', 'Sterling St', 'Emerson St', 'Dalewood Ave']),
      hood('Dundas', 43.266, -79.955, ['King St W', 'Hatt St', 'Ogilvie St', "Governor's Rd"]),
      hood('Ancaster', 43.218, -79.987, [
        'Wilson St E',
        'Golf Links Rd',
        "Fiddler's Green Rd",
        'Garner Rd E',
      ]),
      hood('Stoney Creek', 43.217, -79.759, ['Queenston Rd', 'Highway 8', 'Gray Rd', 'Centennial Pkwy N']),
    ],
  },
  {
    name: 'Waterloo',
    province: 'ON',
    addressName: 'Waterloo',
    priceIndex: 0.8,
    transit: 'the ION light rail',
    neighbourhoods: [
      hood('Uptown Waterloo', 43.465, -80.523, [
        'King St N',
        'Erb St W',
        'Regina St N',
        'Willis Way',
        'Caroline St N',
      ]),
      hood('Northdale', 43.474, -80.53, [
        'Albert St',
        'Hazel St',
        'Lester St',
        'Phillip St',
        'Columbia St W',
      ]),
      hood('Beechwood', 43.46, -80.56, ['Erb St W', 'Fischer-Hallman Rd N', 'Beechwood Dr', 'Laurelwood Dr']),
      hood('Lakeshore', 43.488, -80.535, ['Bearinger Rd', 'Columbia St E', 'Sandowne Dr', 'Craigleith Dr']),
    ],
  },
  {
    name: 'Durham',
    province: 'ON',
    addressName: 'Durham',
    priceIndex: 0.82,
    transit: 'GO Transit and Durham Region Transit',
    neighbourhoods: [
      hood(
        'Oshawa',
        43.897,
        -78.865,
        ['Simcoe St N', 'King St W', 'Bond St E', 'Ritson Rd S', 'Centre St N'],
        'Oshawa',
      ),
      hood(
        'Whitby',
        43.8975,
        -78.9429,
        ['Dundas St W', 'Brock St N', 'Taunton Rd W', 'Anderson St'],
        'Whitby',
      ),
      hood(
        'Ajax',
        43.8509,
        -79.0204,
        ['Harwood Ave S', 'Kingston Rd W', 'Bayly St E', 'Westney Rd S', 'Salem Rd S'],
        'Ajax',
      ),
      hood(
        'Pickering',
        43.8384,
        -79.0868,
        ['Kingston Rd', 'Liverpool Rd', 'Brock Rd', 'Glenanna Rd'],
        'Pickering',
      ),
    ],
  },
  {
    name: 'York',
    province: 'ON',
    addressName: 'York',
    priceIndex: 0.95,
    transit: 'Viva rapid transit and GO trains',
    neighbourhoods: [
      hood(
        'Markham',
        43.8561,
        -79.337,
        ['Highway 7 E', 'Warden Ave', 'Kennedy Rd', 'Enterprise Blvd', '16th Ave'],
        'Markham',
      ),
      hood(
        'Richmond Hill',
        43.8828,
        -79.4403,
        ['Yonge St', 'Major Mackenzie Dr W', 'Bayview Ave', 'High Tech Rd'],
        'Richmond Hill',
      ),
      hood(
        'Vaughan',
        43.8361,
        -79.4983,
        ['Jane St', 'Rutherford Rd', 'Apple Mill Rd', 'Interchange Way'],
        'Vaughan',
      ),
      hood(
        'Newmarket',
        44.0592,
        -79.4613,
        ['Davis Dr', 'Yonge St', 'Main St S', 'Eagle St', 'Mulock Dr'],
        'Newmarket',
      ),
      hood(
        'Aurora',
        44.0065,
        -79.4504,
        ['Yonge St', 'Wellington St E', 'Bayview Ave', 'Henderson Dr'],
        'Aurora',
      ),
    ],
  },
  {
    name: 'Peel',
    province: 'ON',
    addressName: 'Peel',
    priceIndex: 0.88,
    transit: 'MiWay, Brampton Transit and GO trains',
    neighbourhoods: [
      hood(
        'Caledon',
        43.8668,
        -79.8573,
        ['Queen St S', 'King St W', 'Mayfield Rd', 'Old Church Rd'],
        'Caledon',
      ),
      hood(
        'Malton',
        43.707,
        -79.638,
        ['Airport Rd', 'Derry Rd E', 'Goreway Dr', 'Morning Star Dr'],
        'Mississauga',
      ),
      hood(
        'Cooksville',
        43.583,
        -79.623,
        ['Hurontario St', 'Dundas St E', 'King St E', 'Mississauga Valley Blvd'],
        'Mississauga',
      ),
    ],
  },
  {
    name: 'Montreal',
    province: 'QC',
    addressName: 'Montréal',
    priceIndex: 0.7,
    transit: 'the métro',
    neighbourhoods: [
      hood('Plateau-Mont-Royal', 45.522, -73.58, [
        'Rue Saint-Denis',
        'Avenue du Mont-Royal E',
        'Rue Rachel E',
        'Boulevard Saint-Laurent',
        'Rue Saint-Hubert',
      ]),
      hood('Mile End', 45.525, -73.6, [
        'Rue Saint-Viateur O',
        'Avenue Fairmount O',
        'Rue Bernard O',
        'Avenue du Parc',
        'Rue Saint-Urbain',
      ]),
      hood('Griffintown', 45.492, -73.56, ['Rue Wellington', 'Rue Ottawa', 'Rue Peel', 'Rue William']),
      hood('Old Montreal', 45.507, -73.554, [
        'Rue Saint-Paul O',
        'Rue Notre-Dame O',
        'Rue McGill',
        'Rue Saint-Jacques',
      ]),
      hood('Rosemont', 45.545, -73.58, ['Boulevard Rosemont', 'Rue Masson', 'Rue Beaubien E', '1re Avenue']),
      hood('Verdun', 45.458, -73.571, [
        'Rue Wellington',
        'Boulevard LaSalle',
        'Rue de Verdun',
        "Avenue de l'Église",
      ]),
    ],
  },
  {
    name: 'Quebec City',
    province: 'QC',
    addressName: 'Québec',
    priceIndex: 0.58,
    transit: 'RTC Métrobus lines',
    neighbourhoods: [
      hood('Old Quebec', 46.812, -71.206, [
        'Rue Saint-Jean',
        'Rue Saint-Louis',
        'Côte de la Fabrique',
        'Rue des Jardins',
      ]),
      hood('Saint-Roch', 46.816, -71.225, [
        'Rue Saint-Joseph E',
        'Boulevard Charest E',
        'Rue de la Couronne',
        'Rue du Roi',
      ]),
      hood('Montcalm', 46.802, -71.223, [
        'Avenue Cartier',
        'Grande Allée O',
        'Chemin Sainte-Foy',
        'Rue Crémazie O',
      ]),
      hood('Limoilou', 46.829, -71.22, ['3e Avenue', '1re Avenue', 'Chemin de la Canardière', '4e Rue']),
      hood('Sainte-Foy', 46.778, -71.286, [
        'Boulevard Laurier',
        'Chemin Sainte-Foy',
        "Route de l'Église",
        'Avenue Roland-Beaudin',
      ]),
    ],
  },
  {
    name: 'Vancouver',
    province: 'BC',
    addressName: 'Vancouver',
    priceIndex: 1.08,
    transit: 'the SkyTrain',
    neighbourhoods: [
      hood('Downtown Vancouver', 49.283, -123.12, [
        'Granville St',
        'Robson St',
        'Seymour St',
        'Richards St',
        'W Georgia St',
      ]),
      hood('Kitsilano', 49.268, -123.162, [
        'W 4th Ave',
        'Arbutus St',
        'Yew St',
        'W Broadway',
        'Cornwall Ave',
      ]),
      hood('Mount Pleasant', 49.263, -123.1, [
        'Main St',
        'E Broadway',
        'Kingsway',
        'Quebec St',
        'E 10th Ave',
      ]),
      hood('Yaletown', 49.275, -123.121, [
        'Hamilton St',
        'Mainland St',
        'Davie St',
        'Pacific Blvd',
        'Drake St',
      ]),
      hood('West End', 49.286, -123.134, ['Davie St', 'Denman St', 'Nelson St', 'Barclay St', 'Comox St']),
      hood('Commercial Drive', 49.27, -123.069, ['Commercial Dr', 'Venables St', 'E 1st Ave', 'Victoria Dr']),
    ],
  },
  {
    name: 'Calgary',
    province: 'AB',
    addressName: 'Calgary',
    priceIndex: 0.78,
    transit: 'the CTrain',
    neighbourhoods: [
      hood('Beltline', 51.039, -114.075, ['17 Ave SW', '12 Ave SW', '1 St SW', '4 St SW', '13 Ave SW']),
      hood('Kensington', 51.053, -114.088, ['Kensington Rd NW', '10 St NW', 'Memorial Dr NW', '5 Ave NW']),
      hood('Inglewood', 51.037, -114.022, ['9 Ave SE', '8 Ave SE', '12 St SE', 'New St SE']),
      hood('Mission', 51.033, -114.07, ['4 St SW', '25 Ave SW', 'Mission Rd SW', '2 St SW']),
      hood('Bridgeland', 51.053, -114.039, ['1 Ave NE', 'Edmonton Trail NE', 'McDougall Rd NE', '4 St NE']),
    ],
  },
  {
    name: 'Edmonton',
    province: 'AB',
    addressName: 'Edmonton',
    priceIndex: 0.66,
    transit: 'the LRT',
    neighbourhoods: [
      hood('Downtown Edmonton', 53.543, -113.495, [
        'Jasper Ave NW',
        '104 St NW',
        '102 Ave NW',
        '109 St NW',
        '100 Ave NW',
      ]),
      hood('Old Strathcona', 53.519, -113.498, ['82 Ave NW', '104 St NW', 'Gateway Blvd NW', '99 St NW']),
      hood('Oliver', 53.541, -113.515, ['116 St NW', 'Jasper Ave NW', '119 St NW', '124 St NW']),
      hood('Garneau', 53.521, -113.52, ['87 Ave NW', '109 St NW', '111 St NW', 'Saskatchewan Dr NW']),
      hood('Westmount', 53.553, -113.53, ['124 St NW', 'Stony Plain Rd NW', '127 St NW', '111 Ave NW']),
    ],
  },
  {
    name: 'Winnipeg',
    province: 'MB',
    addressName: 'Winnipeg',
    priceIndex: 0.62,
    transit: 'Winnipeg Transit rapid lines',
    neighbourhoods: [
      hood('Exchange District', 49.899, -97.139, [
        'Princess St',
        'Main St',
        'King St',
        'Bannatyne Ave',
        'McDermot Ave',
      ]),
      hood('Osborne Village', 49.88, -97.145, ['Osborne St', 'River Ave', 'Stradbrook Ave', 'Wardlaw Ave']),
      hood('St. Boniface', 49.888, -97.115, ['Provencher Blvd', 'Taché Ave', 'Marion St', 'Des Meurons St']),
      hood('Wolseley', 49.877, -97.175, ['Wolseley Ave', 'Westminster Ave', 'Maryland St', 'Arlington St']),
      hood('River Heights', 49.862, -97.18, ['Corydon Ave', 'Academy Rd', 'Grosvenor Ave', 'Waterloo St']),
    ],
  },
  {
    name: 'Halifax',
    province: 'NS',
    addressName: 'Halifax',
    priceIndex: 0.76,
    transit: 'Halifax Transit and the harbour ferry',
    neighbourhoods: [
      hood('Downtown Halifax', 44.647, -63.576, [
        'Barrington St',
        'Hollis St',
        'Spring Garden Rd',
        'Granville St',
      ]),
      hood('North End', 44.66, -63.59, ['Gottingen St', 'Agricola St', 'North St', 'Isleville St']),
      hood('South End', 44.635, -63.58, ['South Park St', 'Inglis St', 'Tower Rd', 'Young Ave']),
      hood(
        'Dartmouth',
        44.671,
        -63.577,
        ['Portland St', 'Alderney Dr', 'Wyse Rd', 'Prince Albert Rd'],
        'Dartmouth',
      ),
      hood('Clayton Park', 44.665, -63.65, ['Lacewood Dr', 'Dunbrack St', 'Clayton Park Dr', 'Parkland Dr']),
    ],
  },
];

/**
 * How `npm start`'s demo listings spread over cities: mostly the footer's cities (spec/03 §2.4),
 * a few elsewhere. The weights add up to 60, the demo count, so each city gets exactly its weight.
 */
export const DEMO_CITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Toronto', 14],
  ['Peel', 4],
  ['York', 6],
  ['Hamilton', 6],
  ['Durham', 5],
  ['Waterloo', 5],
  ['Mississauga', 3],
  ['Brampton', 2],
  ['Ottawa', 4],
  ['Montreal', 4],
  ['Vancouver', 4],
  ['Calgary', 2],
  ['Halifax', 1],
];

/** A national spread (roughly the rental stock of each city), for large generated sets such as the search benchmark. */
export const NATIONAL_CITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Toronto', 22],
  ['Peel', 5],
  ['Mississauga', 7],
  ['Brampton', 5],
  ['York', 8],
  ['Hamilton', 6],
  ['Durham', 5],
  ['Waterloo', 4],
  ['Ottawa', 8],
  ['Montreal', 9],
  ['Quebec City', 3],
  ['Vancouver', 9],
  ['Calgary', 5],
  ['Edmonton', 4],
  ['Winnipeg', 3],
  ['Halifax', 2],
];

export function demoCity(name: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`No demo places for the city ${name}`);
  return city;
}

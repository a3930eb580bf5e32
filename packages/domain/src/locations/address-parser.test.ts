import { describe, expect, it } from 'vitest';
import { parseAddress, type ParsedAddress } from './address-parser';

type Expected = Partial<ParsedAddress>;

/** Real addresses as landlords type them, from every region, with the parts each must give. */
const FORMS: [string, Expected][] = [
  // Ontario: Toronto
  [
    '100 Queen St W',
    { civicNumber: '100', line: '100 Queen St W', streetKey: 'queen street west', city: null },
  ],
  ['500 Yonge St', { civicNumber: '500', street: 'Yonge St', streetKey: 'yonge street' }],
  ['Bloor St W', { civicNumber: null, street: 'Bloor St W', streetKey: 'bloor street west' }],
  ['100 Queen St W, Toronto', { line: '100 Queen St W', city: 'Toronto' }],
  [
    '100 Queen Street West, Toronto, ON M5H 2N2',
    { street: 'Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', fsa: 'M5H' },
  ],
  [
    '1205-50 Charles St E',
    { unit: '1205', civicNumber: '50', line: '1205-50 Charles St E', streetKey: 'charles street east' },
  ],
  ['PH05-88 Harbour St, Toronto', { unit: 'PH05', civicNumber: '88', street: 'Harbour St', city: 'Toronto' }],
  ['TH3-10 Navy Wharf Ct', { unit: 'TH3', civicNumber: '10', street: 'Navy Wharf Crt' }],
  ['50 Charles St E #1205, Toronto', { unit: '1205', line: '1205-50 Charles St E', city: 'Toronto' }],
  ['#1205 - 50 Charles Street East', { unit: '1205', civicNumber: '50', street: 'Charles St E' }],
  [
    'Apt 3, 55 Bloor St W, Toronto, Ontario',
    { unit: '3', line: '3-55 Bloor St W', city: 'Toronto', province: 'ON' },
  ],
  ['Unit 4 - 290 Adelaide St W', { unit: '4', civicNumber: '290', street: 'Adelaide St W' }],
  [
    'Suite 200, 10 Bay St, Toronto ON',
    { unit: '200', line: '200-10 Bay St', city: 'Toronto', province: 'ON' },
  ],
  ['1 Spadina Ave', { street: 'Spadina Ave', streetKey: 'spadina avenue' }],
  [
    '77 St Clair Ave W',
    { street: 'St Clair Ave W', nameKey: 'saint clair', streetKey: 'saint clair avenue west' },
  ],
  [
    '2 St. Clair Avenue East, Toronto',
    { street: 'St. Clair Ave E', nameKey: 'saint clair', city: 'Toronto' },
  ],
  ['390 Avenue Rd', { street: 'Avenue Rd', streetKey: 'avenue road', french: false }],
  ['2200 Lake Shore Blvd W, Etobicoke', { street: 'Lake Shore Blvd W', city: 'Etobicoke' }],
  ['100 queen st w toronto', { street: 'Queen St W', city: 'toronto' }],
  ['100 QUEEN ST W', { street: 'Queen St W' }],
  ['12A Kensington Ave', { civicNumber: '12A', street: 'Kensington Ave' }],
  ['25 The Esplanade', { street: 'The Esplanade', streetType: null }],
  ['1 Dundas St. W.', { street: 'Dundas St W', streetKey: 'dundas street west' }],
  ['M5H 2N2', { postalCode: 'M5H 2N2', fsa: 'M5H', street: null, city: null }],
  ['m5h2n2', { postalCode: 'M5H 2N2' }],
  ['M5V', { fsa: 'M5V', postalCode: null, street: null }],
  ['100 Queen St W M5H 2N2', { postalCode: 'M5H 2N2', street: 'Queen St W', city: null }],
  ['Toronto', { city: 'Toronto', street: null }],
  ['Toronto, ON', { city: 'Toronto', province: 'ON', street: null }],
  // Ontario: Ottawa, Hamilton, Mississauga, Waterloo, London
  [
    '111 Wellington St, Ottawa, ON K1A 0A9',
    { street: 'Wellington St', city: 'Ottawa', postalCode: 'K1A 0A9' },
  ],
  ['200 Elgin St., Suite 1200, Ottawa', { unit: '1200', line: '1200-200 Elgin St', city: 'Ottawa' }],
  ['71 Main St W, Hamilton, ON L8P 4Y5', { street: 'Main St W', city: 'Hamilton', postalCode: 'L8P 4Y5' }],
  [
    '300 City Centre Dr, Mississauga',
    { street: 'City Centre Dr', streetKey: 'city centre drive', city: 'Mississauga' },
  ],
  ['200 University Ave W, Waterloo, ON N2L 3G1', { street: 'University Ave W', province: 'ON' }],
  ['300 Dufferin Ave, London, Ont.', { street: 'Dufferin Ave', city: 'London', province: 'ON' }],
  ['45 Sunnyside Cres, Barrie', { street: 'Sunnyside Cres', streetKey: 'sunnyside crescent' }],
  ['12 Maple Ct, Markham', { street: 'Maple Crt', streetType: 'court' }],
  ['8 Oak Ln', { street: 'Oak Lane', streetType: 'lane' }],
  ['401 Hwy 7, Markham', { streetType: null, street: 'Hwy 7' }],
  // Québec
  [
    '1234 rue Sainte-Catherine O, Montréal, QC H3G 1P1',
    {
      french: true,
      street: 'rue Sainte-Catherine O',
      streetKey: 'sainte catherine street west',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3G 1P1',
    },
  ],
  [
    '1234 rue Sainte-Catherine Ouest',
    { street: 'rue Sainte-Catherine O', streetKey: 'sainte catherine street west' },
  ],
  [
    '1234, rue Sainte-Catherine Ouest, Montréal (Québec) H3G 1P1',
    { civicNumber: '1234', street: 'rue Sainte-Catherine O', postalCode: 'H3G 1P1' },
  ],
  [
    '1234 Sainte-Catherine St W, Montreal',
    { french: false, streetKey: 'sainte catherine street west', city: 'Montreal' },
  ],
  [
    '4000 boul. Saint-Laurent',
    { french: true, street: 'boulevard Saint-Laurent', streetKey: 'saint laurent boulevard' },
  ],
  [
    '4000 boul St Laurent, Montréal',
    { street: 'boulevard St Laurent', nameKey: 'saint laurent', city: 'Montréal' },
  ],
  ['4000 bd Saint-Laurent', { street: 'boulevard Saint-Laurent' }],
  [
    '3200 ch. de la Côte-des-Neiges',
    { street: 'chemin de la Côte-des-Neiges', streetKey: 'de la cote des neiges road' },
  ],
  ['3200 chemin de la Cote-des-Neiges', { streetKey: 'de la cote des neiges road' }],
  ['5000 av. du Parc, Montréal', { street: 'avenue du Parc', streetKey: 'du parc avenue', city: 'Montréal' }],
  ['app. 3, 4350 rue Saint-Denis, Montréal', { unit: '3', line: '3-4350 rue Saint-Denis', city: 'Montréal' }],
  ['4350 rue St-Denis app 3', { unit: '3', street: 'rue St-Denis', nameKey: 'saint denis' }],
  [
    'bureau 200, 1 Place Ville Marie, Montréal',
    { unit: '200', street: 'place Ville Marie', streetType: 'place' },
  ],
  ['500 rue Sherbrooke Est', { street: 'rue Sherbrooke E', direction: 'E' }],
  ['500 rue Sherbrooke, Montréal', { street: 'rue Sherbrooke', city: 'Montréal' }],
  [
    '55 Rue Saint-Jean, Québec, QC g1r 1p1',
    { street: 'rue Saint-Jean', city: 'Québec', province: 'QC', postalCode: 'G1R 1P1' },
  ],
  ['1000 Grande Allée O, Québec', { city: 'Québec', direction: 'W' }],
  ['25 montée Saint-Michel, Laval', { street: 'montée Saint-Michel', streetType: 'rise' }],
  ['150 rang Saint-Joseph, Sherbrooke, Qc', { street: 'rang Saint-Joseph', province: 'QC' }],
  ['12 côte de la Fabrique, Québec', { street: 'côte de la Fabrique', streetType: 'hill' }],
  ['900 route de l’Église, Québec', { streetType: 'highway', city: 'Québec' }],
  // British Columbia
  [
    '1055 W Georgia St, Vancouver, BC V6E 3P3',
    { street: 'Georgia St W', streetKey: 'georgia street west', postalCode: 'V6E 3P3' },
  ],
  ['1055 West Georgia Street', { street: 'Georgia St W' }],
  ['800 Robson St, Vancouver', { street: 'Robson St', city: 'Vancouver' }],
  ['2300 Granville St, Vancouver, British Columbia', { street: 'Granville St', province: 'BC' }],
  ['301-1500 Howe St, Vancouver', { unit: '301', civicNumber: '1500', line: '301-1500 Howe St' }],
  ['4500 Kingsway, Burnaby', { street: 'Kingsway', streetType: null, city: 'Burnaby' }],
  ['3000 Main St, Vancouver', { street: 'Main St' }],
  ['950 Broadway W', { street: 'Broadway W', direction: 'W' }],
  ['1000 Douglas St, Victoria, B.C.', { street: 'Douglas St', city: 'Victoria', province: 'BC' }],
  // Alberta
  [
    '800 Macleod Trail SE, Calgary, AB T2G 2M3',
    { street: 'Macleod Trail SE', streetKey: 'macleod trail southeast', postalCode: 'T2G 2M3' },
  ],
  ['123 17 Ave SW, Calgary', { civicNumber: '123', street: '17 Ave SW', streetKey: '17 avenue southwest' }],
  ['10020 100 St NW, Edmonton, AB T5J 0N3', { civicNumber: '10020', street: '100 St NW', city: 'Edmonton' }],
  ['1204 Jasper Ave, Edmonton, Alberta', { street: 'Jasper Ave', province: 'AB' }],
  // Manitoba, Saskatchewan
  ['510 Main St, Winnipeg, MB R3B 1B9', { street: 'Main St', city: 'Winnipeg', postalCode: 'R3B 1B9' }],
  ['300 Portage Ave, Winnipeg, Manitoba', { street: 'Portage Ave', province: 'MB' }],
  ['2476 Victoria Ave, Regina, SK S4P 3C8', { street: 'Victoria Ave', city: 'Regina', province: 'SK' }],
  ['222 3rd Ave N, Saskatoon', { street: '3rd Ave N', direction: 'N', city: 'Saskatoon' }],
  // Atlantic Canada
  ['1841 Argyle St, Halifax, NS B3J 3A5', { street: 'Argyle St', city: 'Halifax', province: 'NS' }],
  ['5657 Spring Garden Rd, Halifax, Nova Scotia', { street: 'Spring Garden Rd', province: 'NS' }],
  ['655 Main St, Moncton, NB E1C 1E8', { street: 'Main St', city: 'Moncton', province: 'NB' }],
  ['397 Queen St, Fredericton, Nouveau-Brunswick', { city: 'Fredericton', province: 'NB' }],
  ['10 New Gower St, St. John’s, NL A1C 5M2', { street: 'New Gower St', city: 'St. John’s', province: 'NL' }],
  ['199 Grafton St, Charlottetown, PE C1A 1L2', { street: 'Grafton St', province: 'PE' }],
  // The North
  ['4807 49 St, Yellowknife, NT X1A 3T5', { street: '49 St', city: 'Yellowknife', province: 'NT' }],
  ['2121 2nd Ave, Whitehorse, YT Y1A 1C2', { street: '2nd Ave', province: 'YT' }],
  // Typing in progress
  ['100 Que', { civicNumber: '100', nameKey: 'que', street: 'Que', streetType: null }],
  ['100 Queen St W, Tor', { street: 'Queen St W', city: 'Tor' }],
  ['M5H 2', { fsa: 'M5H', postalCode: null }],
];

describe('parseAddress', () => {
  it.each(FORMS)('reads %s', (text, expected) => {
    expect(parseAddress(text)).toMatchObject(expected);
  });

  it('holds at least sixty real forms, from every region of the country', () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(60);
  });

  it('gives the same key to the same street however it is written', () => {
    const keys = [
      '1234 rue Sainte-Catherine O',
      '1234 Rue Ste-Catherine Ouest',
      '1234 Sainte-Catherine St W',
      '1234 ste catherine street west',
      '1234 rue Sainte-Catherine West',
    ].map((t) => parseAddress(t).streetKey);
    expect(new Set(keys)).toEqual(new Set(['sainte catherine street west']));
    expect(parseAddress('Cote-des-Neiges Rd').nameKey).toBe(parseAddress('Côte-des-Neiges Rd').nameKey);
  });

  it('tells a city typed without a comma from the street name when told which places exist', () => {
    const isPlace = (words: string[]) => ['montreal', 'quebec'].includes(words.join(' '));
    expect(parseAddress('500 rue Sherbrooke Montréal QC', { isPlace })).toMatchObject({
      street: 'rue Sherbrooke',
      city: 'Montréal',
      province: 'QC',
    });
    expect(parseAddress('500 rue Sherbrooke Montréal')).toMatchObject({ street: 'rue Sherbrooke Montréal' });
  });

  it('reads a street name alone, numbered streets included, when told the text is a street', () => {
    expect(parseAddress('Kingsway', { streetOnly: true })).toMatchObject({ street: 'Kingsway', city: null });
    expect(parseAddress('17 Ave SW', { streetOnly: true })).toMatchObject({
      street: '17 Ave SW',
      civicNumber: null,
    });
    expect(parseAddress('17 Ave SW')).toMatchObject({ street: '17 Ave SW', civicNumber: null });
    expect(parseAddress('Kingsway')).toMatchObject({ street: null, city: 'Kingsway' });
  });

  it('spells the street in full words, without the unit, for geocoders', () => {
    expect(parseAddress('1205-50 Charles St E, Toronto').spelled).toBe('50 Charles Street East');
    expect(parseAddress('1234 rue Ste-Catherine O').spelled).toBe('1234 rue Ste-Catherine Ouest');
    expect(parseAddress('app. 3, 4000 boul. Saint-Laurent').spelled).toBe('4000 boulevard Saint-Laurent');
    expect(parseAddress('800 Macleod Trail SE').spelled).toBe('800 Macleod Trail Southeast');
    expect(parseAddress('M5H 2N2').spelled).toBeNull();
  });

  it('gives nothing for text that is no address', () => {
    expect(parseAddress('')).toMatchObject({ street: null, city: null, postalCode: null, line: null });
    expect(parseAddress('   ,  ,')).toMatchObject({ street: null, city: null });
  });
});

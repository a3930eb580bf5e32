/*
 * Forward sortation areas (a postal code's first three characters) of the gazetteer's cities, by
 * the longest prefix that settles the municipality: every M is Toronto, H1 to H4 the island of
 * Montréal. Suburbs of the seeded regions map to the region (Markham's L3R to York). A postal code
 * outside this table still names its province by its first letter (POSTAL_PROVINCES).
 */

const AREAS: Record<string, string> = {
  Toronto: 'M',
  Ottawa: 'K1 K2 K4A K4B K4C K4M K4P',
  Kingston: 'K7K K7L K7M K7N K7P',
  Belleville: 'K8N K8P',
  Peterborough: 'K9H K9J K9K K9L',
  Cornwall: 'K6H K6J K6K',
  Mississauga: 'L4T L4V L4W L4X L4Y L4Z L5',
  Brampton: 'L6P L6R L6S L6T L6V L6W L6X L6Y L6Z L7A',
  Oakville: 'L6H L6J L6K L6L L6M',
  Burlington: 'L7L L7M L7N L7P L7R L7S L7T',
  Milton: 'L9T L9E',
  Hamilton: 'L8 L9A L9B L9C L9G L9H L9K',
  'St. Catharines': 'L2M L2N L2P L2R L2S L2T L2V L2W',
  'Niagara Falls': 'L2E L2G L2H L2J',
  Durham: 'L1',
  York: 'L3P L3R L3S L3T L6B L6C L6E L6G L4B L4C L4E L4S L4H L4J L4K L4L L6A L3X L3Y L4G',
  Barrie: 'L4M L4N',
  Waterloo: 'N2J N2K N2L N2T N2V',
  Kitchener: 'N2A N2B N2C N2E N2G N2H N2M N2N N2P N2R',
  Cambridge: 'N1R N1S N1T N3C N3E N3H',
  Guelph: 'N1E N1G N1H N1K N1L',
  London: 'N5V N5W N5X N5Y N5Z N6',
  Windsor: 'N8P N8R N8S N8T N8W N8X N8Y N9A N9B N9C N9E N9G',
  Sarnia: 'N7S N7T N7V N7W N7X',
  Sudbury: 'P3',
  'Thunder Bay': 'P7A P7B P7C P7E P7G P7J P7K',
  'Sault Ste. Marie': 'P6A P6B P6C',
  'North Bay': 'P1A P1B P1C',
  Timmins: 'P4N P4P P4R',
  Montreal: 'H1 H2 H3 H4 H8 H9',
  Laval: 'H7',
  'Quebec City': 'G1 G2',
  Lévis: 'G6V G6W G6X G6Y G6Z G7A',
  Sherbrooke: 'J1E J1G J1H J1J J1K J1L J1M J1N',
  Gatineau: 'J8 J9A J9H J9J',
  Longueuil: 'J4G J4H J4J J4K J4L J4M J4N',
  Brossard: 'J4W J4X J4Y J4Z',
  Terrebonne: 'J6W J6X J6Y J7M',
  'Trois-Rivières': 'G8T G8V G8W G8Y G8Z G9A G9B G9C',
  Saguenay: 'G7B G7G G7H G7J G7K G7N G7P G7S',
  Drummondville: 'J2A J2B J2C J2E',
  Granby: 'J2G J2H J2J',
  'Saint-Jérôme': 'J5L J7Y J7Z',
  Rimouski: 'G5L G5M G5N',
  Vancouver:
    'V5K V5L V5M V5N V5P V5R V5S V5T V5V V5W V5X V5Y V5Z V6A V6B V6C V6E V6G V6H V6J V6K V6L V6M V6N V6P V6R V6S V6Z',
  Burnaby: 'V5A V5B V5C V5E V5G V5H V5J',
  Richmond: 'V6V V6W V6X V6Y V7A V7B V7C V7E',
  Surrey: 'V3R V3S V3T V3V V3W V3X V4A V4N V4P',
  Coquitlam: 'V3B V3C V3E V3J V3K',
  'New Westminster': 'V3L V3M',
  'North Vancouver': 'V7G V7H V7J V7K V7L V7M V7N V7P V7R',
  Victoria: 'V8R V8S V8T V8V V8W V9A',
  Saanich: 'V8N V8P V8X V8Y V8Z',
  Kelowna: 'V1P V1V V1W V1X V1Y',
  Kamloops: 'V2B V2C V2E V2H',
  Nanaimo: 'V9R V9S V9T V9V V9X',
  Abbotsford: 'V2S V2T V3G V4X',
  Chilliwack: 'V2P V2R V4Z',
  'Prince George': 'V2K V2L V2M V2N',
  Langley: 'V1M V2Y V2Z V3A V4W',
  Whistler: 'V8E',
  Calgary: 'T1Y T2 T3',
  Edmonton: 'T5 T6',
  'Red Deer': 'T4N T4P T4R',
  Lethbridge: 'T1H T1J T1K',
  Airdrie: 'T4A T4B',
  'St. Albert': 'T8N',
  'Medicine Hat': 'T1A T1B T1C',
  'Fort McMurray': 'T9H T9J T9K',
  'Grande Prairie': 'T8V T8W T8X',
  'Spruce Grove': 'T7X',
  Okotoks: 'T1S',
  Canmore: 'T1W',
  Banff: 'T1L',
  Saskatoon: 'S7H S7J S7K S7L S7M S7N S7P S7R S7S S7T S7V S7W',
  Regina: 'S4N S4P S4R S4S S4T S4V S4W S4X S4Y S4Z',
  'Prince Albert': 'S6V S6W S6X',
  'Moose Jaw': 'S6H S6J S6K',
  'Swift Current': 'S9H',
  Winnipeg: 'R2 R3',
  Brandon: 'R7A R7B R7C',
  Steinbach: 'R5G',
  Thompson: 'R8N',
  'Portage la Prairie': 'R1N',
  Halifax: 'B3H B3J B3K B3L B3M B3N B3P B3R B3S B3T B2W B2X B2Y B3A B4A',
  Sydney: 'B1L B1M B1N B1P B1R B1S',
  Truro: 'B2N',
  'New Glasgow': 'B2H',
  Kentville: 'B4N',
  Antigonish: 'B2G',
  Wolfville: 'B4P',
  Moncton: 'E1A E1C E1E E1G',
  'Saint John': 'E2H E2J E2K E2L E2M E2N',
  Fredericton: 'E3A E3B E3C E3E E3G',
  Miramichi: 'E1N E1V',
  Bathurst: 'E2A',
  Charlottetown: 'C1A C1B C1C C1E',
  Summerside: 'C1N',
  "St. John's": 'A1A A1B A1C A1E A1G A1H',
  'Mount Pearl': 'A1N',
  'Conception Bay South': 'A1W A1X',
  'Corner Brook': 'A2H',
  'Grand Falls-Windsor': 'A2A A2B',
  Gander: 'A1V',
  Whitehorse: 'Y1A',
  Yellowknife: 'X1A',
  Iqaluit: 'X0A',
};

const CITY_BY_PREFIX = new Map(
  Object.entries(AREAS).flatMap(([city, prefixes]) => prefixes.split(' ').map((p) => [p, city] as const)),
);

/** Every city the table names, for checking it against the gazetteer. */
export const POSTAL_AREA_CITIES = Object.keys(AREAS);

/** The gazetteer city of a forward sortation area ('M5H' → Toronto), or null when the table has none. */
export function cityOfPostalArea(fsa: string): string | null {
  const area = fsa.toUpperCase();
  for (let length = 3; length >= 1; length--) {
    const city = CITY_BY_PREFIX.get(area.slice(0, length));
    if (city) return city;
  }
  return null;
}

import { LISTING_AUTHORS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Generated listing descriptions and picture scans (modules/descriptions). */
export const DESCRIPTIONS_ROWS: Row[] = [
  {
    operation: 'generateListingDescription',
    allowed: LISTING_AUTHORS,
    run: q('mutation { generateListingDescription(data: { property_type: "CONDO" }) }'),
  },
  {
    operation: 'scanImage',
    case: 'no vision provider (VISION_NOT_CONFIGURED once through)',
    allowed: LISTING_AUTHORS,
    run: q('mutation { scanImage(urls: ["/files/5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69"]) }'),
  },
];

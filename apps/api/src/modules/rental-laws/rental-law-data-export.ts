import { rentalLaws } from '../../db/schema/rental-laws';
import { registerExportPart } from '../privacy/export-parts';

registerExportPart({
  domain: 'rental-laws',
  files: [],
  excluded: [
    { columns: [rentalLaws.updatedBy], reason: 'public rental-law pages written by staff as their work' },
  ],
});

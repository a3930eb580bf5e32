import { describe, expect, it } from 'vitest';
import { RENTAL_APPLICATION_FIELD_LABELS } from './field-labels';
import { RENTAL_APPLICATION_PAYLOAD_FIELDS } from './payload';

const FLAG_GROUPS =
  /\.(propertySeen|reachingTime|selfEmployedDocs|employmentStatus|financialObligation|referenceRelationship|petType)\.\w+$/;

describe('rental application field labels', () => {
  it('label every field of the draft in English and French; a flag reads as its group', () => {
    const paths = [
      ...RENTAL_APPLICATION_PAYLOAD_FIELDS.map((f) => f.path.join('.')),
      'applicant.confirmEmail',
      'applicant.landlordConfirmEmail',
      'applicant.previousLandlordConfirmEmail',
      'income.employmentReferenceConfirmEmail',
    ].map((path) => path.replace(FLAG_GROUPS, '.$1'));
    const missing = paths.filter((path) => {
      const label = RENTAL_APPLICATION_FIELD_LABELS[path];
      return !label?.en || !label.fr;
    });
    expect(missing).toEqual([]);
  });
});

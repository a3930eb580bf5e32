import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { VALIDATION_MESSAGES } from '../i18n/validation-messages';
import { pageRuleTable as table, someFiles, SAMPLES, TODAY } from './page-rules-table';
import { validateRentalApplicationPage } from './validation';

describe('the product texts of spec/02 §5 and §8', () => {
  it('are the spec words in English, with a French translation', () => {
    const en = (key: keyof typeof VALIDATION_MESSAGES) => translate(VALIDATION_MESSAGES[key], 'en');
    expect(
      ['fieldRequired', 'emailInvalid', 'emailMismatch', 'phoneInvalid', 'leaseTermRange'].map((k) =>
        en(k as never),
      ),
    ).toEqual([
      '*This field is required',
      'Invalid email address',
      'Email addresses do not match',
      'Please enter a valid phone number',
      'Use numbers between 0.1 and 100.',
    ]);
    expect(
      ['selfEmployedDocsMin', 'uploadRequired', 'urlInvalid', 'signatureRequired'].map((k) => en(k as never)),
    ).toEqual([
      'Choose 2 or more options',
      'Please upload at least one file',
      'Please enter a valid URL.',
      'Please save your signature before proceeding',
    ]);
    expect(translate(VALIDATION_MESSAGES.fieldRequired, 'fr')).toBe('*Ce champ est obligatoire');
  });

  it('pass on the complete sample applications', () => {
    for (const draft of Object.values(SAMPLES))
      for (const page of [-1, 0, 1, 2, 3, 4, 5, 6, 7] as const)
        expect([page, validateRentalApplicationPage(page, draft, TODAY)]).toEqual([page, { ok: true }]);
  });
});

describe('page 0, the offer', () => {
  table(0, [
    [
      'the unit of a listing required',
      'tenant',
      (d) => (d.offer.unitId = ''),
      [['offer.unitId', 'fieldRequired']],
    ],
    ['no unit without a listing', 'tenant', (d) => ((d.offer.listingId = ''), (d.offer.unitId = '')), []],
    [
      'application date required',
      'tenant',
      (d) => (d.offer.applicationDate = ''),
      [['offer.applicationDate', 'fieldRequired']],
    ],
    [
      'commencement date required',
      'tenant',
      (d) => (d.offer.commencementDate = ''),
      [['offer.commencementDate', 'fieldRequired']],
    ],
    [
      'a date that does not exist',
      'tenant',
      (d) => (d.offer.commencementDate = '2027-02-30'),
      [['offer.commencementDate', 'invalidDate']],
    ],
    [
      'applying as required',
      'tenant',
      (d) => (d.offer.applyingAs = ''),
      [['offer.applyingAs', 'fieldRequired']],
    ],
    [
      'property address required, blanks trimmed',
      'guarantor',
      (d) => (d.offer.rentalPropertyAddress = '  '),
      [['offer.rentalPropertyAddress', 'fieldRequired']],
    ],
    [
      'a tenant ticks at least one property-seen option',
      'tenant',
      (d) =>
        (d.offer.propertySeen = { viewing: false, scheduled: false, providedPictures: false, other: false }),
      [['offer.propertySeen', 'fieldRequired']],
    ],
    ['a guarantor ticks none', 'guarantor', (d) => (d.offer.propertySeen.viewing = false), []],
    [
      "'other' needs its text",
      'tenant',
      (d) => (d.offer.otherPropertySeen = ''),
      [['offer.otherPropertySeen', 'fieldRequired']],
    ],
    [
      'a tenant gives an offer',
      'tenant',
      (d) => (d.offer.yourOffer = null),
      [['offer.yourOffer', 'fieldRequired']],
    ],
    ['a guarantor may not', 'guarantor', (d) => (d.offer.yourOffer = null), []],
    [
      'an offer in whole dollars',
      'tenant',
      (d) => (d.offer.yourOffer = 1850.5),
      [['offer.yourOffer', 'wholeAmount']],
    ],
    [
      'a guarantor names the person guaranteed',
      'guarantor',
      (d) => (d.offer.guaranteeFullName = ' '),
      [['offer.guaranteeFullName', 'fieldRequired']],
    ],
    ['a tenant does not', 'tenant', (d) => (d.offer.guaranteeFullName = ''), []],
    [
      'lease term under 0.1',
      'tenant',
      (d) => (d.offer.leaseTerm = 0.05),
      [['offer.leaseTerm', 'leaseTermRange']],
    ],
    [
      'lease term over 100',
      'guarantor',
      (d) => (d.offer.leaseTerm = 100.5),
      [['offer.leaseTerm', 'leaseTermRange']],
    ],
    ['lease term of 0.1', 'tenant', (d) => (d.offer.leaseTerm = 0.1), []],
    ['lease term of 100', 'tenant', (d) => (d.offer.leaseTerm = 100), []],
    ['lease term left empty', 'tenant', (d) => (d.offer.leaseTerm = null), []],
  ]);
});

describe('page 1, the applicant', () => {
  table(1, [
    [
      'first name required, blanks trimmed',
      'tenant',
      (d) => (d.applicant.fName = '   '),
      [['applicant.fName', 'fieldRequired']],
    ],
    [
      'last name required',
      'guarantor',
      (d) => (d.applicant.lName = ''),
      [['applicant.lName', 'fieldRequired']],
    ],
    ['date of birth required', 'tenant', (d) => (d.applicant.dob = ''), [['applicant.dob', 'fieldRequired']]],
    ['born 12 years ago today', 'tenant', (d) => (d.applicant.dob = '2014-11-26'), []],
    ['born a day too late', 'tenant', (d) => (d.applicant.dob = '2014-11-27'), [['applicant.dob', 'minAge']]],
    ['phone required', 'tenant', (d) => (d.applicant.phone = ''), [['applicant.phone', 'fieldRequired']]],
    [
      'phone of 10 digits',
      'tenant',
      (d) => (d.applicant.phone = '5145550199'),
      [['applicant.phone', 'phoneInvalid']],
    ],
    [
      'phone of 11 digits not starting with 1',
      'tenant',
      (d) => (d.applicant.phone = '25145550199'),
      [['applicant.phone', 'phoneInvalid']],
    ],
    [
      'phone with letters',
      'tenant',
      (d) => (d.applicant.phone = '1514555O199'),
      [['applicant.phone', 'phoneInvalid']],
    ],
    ['phone written +1 (514) 555-0199', 'tenant', (d) => (d.applicant.phone = '+1 (514) 555-0199'), []],
    [
      'email required',
      'tenant',
      (d) => ((d.applicant.userEmail = ''), (d.applicant.confirmEmail = '')),
      [['applicant.userEmail', 'fieldRequired']],
    ],
    [
      'email invalid',
      'tenant',
      (d) => ((d.applicant.userEmail = 'amelie@'), (d.applicant.confirmEmail = 'amelie@')),
      [['applicant.userEmail', 'emailInvalid']],
    ],
    [
      'email confirmation differs',
      'guarantor',
      (d) => (d.applicant.confirmEmail = 'sylvie@example.com'),
      [['applicant.confirmEmail', 'emailMismatch']],
    ],
    [
      'email confirmation in other letter case',
      'tenant',
      (d) => (d.applicant.confirmEmail = 'Amelie@Example.ca'),
      [],
    ],
    [
      'street required',
      'tenant',
      (d) => (d.applicant.address.street = ''),
      [['applicant.address.street', 'fieldRequired']],
    ],
    [
      'city required',
      'tenant',
      (d) => (d.applicant.address.city = ''),
      [['applicant.address.city', 'fieldRequired']],
    ],
    [
      'province required',
      'tenant',
      (d) => (d.applicant.address.province = ''),
      [['applicant.address.province', 'fieldRequired']],
    ],
    [
      'postal code required',
      'tenant',
      (d) => (d.applicant.address.postal = ''),
      [['applicant.address.postal', 'fieldRequired']],
    ],
    [
      'country required',
      'guarantor',
      (d) => (d.applicant.address.country = ''),
      [['applicant.address.country', 'fieldRequired']],
    ],
    [
      'living since in the future',
      'tenant',
      (d) => (d.applicant.livingDate = '2026-11-27'),
      [['applicant.livingDate', 'notFuture']],
    ],
    ['living since today', 'tenant', (d) => (d.applicant.livingDate = TODAY), []],
    [
      'previous home since in the future',
      'tenant',
      (d) => (d.applicant.previousLivingDate = '2027-01-01'),
      [['applicant.previousLivingDate', 'notFuture']],
    ],
    [
      'renting: landlord name required',
      'tenant',
      (d) => (d.applicant.landlordName = ''),
      [['applicant.landlordName', 'fieldRequired']],
    ],
    [
      'renting: landlord phone required',
      'tenant',
      (d) => (d.applicant.landlordPhone = ''),
      [['applicant.landlordPhone', 'fieldRequired']],
    ],
    [
      'renting: landlord phone of 11 digits',
      'tenant',
      (d) => (d.applicant.landlordPhone = '514555012'),
      [['applicant.landlordPhone', 'phoneInvalid']],
    ],
    [
      'renting: landlord email optional',
      'tenant',
      (d) => ((d.applicant.landlordEmail = ''), (d.applicant.landlordConfirmEmail = '')),
      [],
    ],
    [
      'renting: landlord email valid when given',
      'tenant',
      (d) => ((d.applicant.landlordEmail = 'marc'), (d.applicant.landlordConfirmEmail = 'marc')),
      [['applicant.landlordEmail', 'emailInvalid']],
    ],
    [
      'renting: landlord email confirmed',
      'tenant',
      (d) => (d.applicant.landlordConfirmEmail = ''),
      [['applicant.landlordConfirmEmail', 'emailMismatch']],
    ],
    [
      'not renting: no landlord asked for',
      'tenant',
      (d) => (
        (d.applicant.renting = false),
        (d.applicant.landlordName = ''),
        (d.applicant.landlordPhone = 'x')
      ),
      [],
    ],
    [
      'previous landlord email valid when given',
      'tenant',
      (d) => (
        (d.applicant.previousLandlordEmail = 'julie@'),
        (d.applicant.previousLandlordConfirmEmail = 'julie@')
      ),
      [['applicant.previousLandlordEmail', 'emailInvalid']],
    ],
    [
      'previous landlord email confirmed',
      'tenant',
      (d) => (d.applicant.previousLandlordConfirmEmail = 'julie@example.com'),
      [['applicant.previousLandlordConfirmEmail', 'emailMismatch']],
    ],
    [
      'a tenant gives a reason for leaving',
      'tenant',
      (d) => (d.applicant.reasonLeaving = ''),
      [['applicant.reasonLeaving', 'fieldRequired']],
    ],
    ['a guarantor does not', 'guarantor', (d) => (d.applicant.reasonLeaving = ''), []],
    [
      'lease agreement: jpg, jpeg, png, pdf only',
      'tenant',
      (d) =>
        d.applicant.leaseAgreementFile.push({
          fileId: 'x',
          name: 'lease.xlsx',
          size: 10,
          mimeType: 'text/csv',
        }),
      [['applicant.leaseAgreementFile.1', 'fileType']],
    ],
    [
      'lease agreement: at most 10 files',
      'tenant',
      (d) => (d.applicant.leaseAgreementFile = someFiles(11, 'a.png', 'image/png')),
      [['applicant.leaseAgreementFile', 'filesMax']],
    ],
    [
      'lease agreement: at most 10 MB a file',
      'tenant',
      (d) => (d.applicant.leaseAgreementFile[0]!.size = 10 * 1024 * 1024 + 1),
      [['applicant.leaseAgreementFile.0', 'fileTooLarge']],
    ],
  ]);
});

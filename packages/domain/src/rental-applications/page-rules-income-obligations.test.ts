import { describe } from 'vitest';
import { pageRuleTable as table, someFiles } from './page-rules-table';

const noDocs = { bankStatement: false, taxReturns: false, accountantContact: false, invoices: false };

describe('page 2, income', () => {
  table(2, [
    [
      'gross income required',
      'tenant',
      (d) => (d.income.grossIncome = null),
      [['income.grossIncome', 'fieldRequired']],
    ],
    [
      'gross income in whole dollars, 0 or more',
      'guarantor',
      (d) => (d.income.grossIncome = -5),
      [['income.grossIncome', 'wholeAmount']],
    ],
    [
      'self-employed: fewer than 2 document types',
      'tenant',
      (d) => (d.income.selfEmployedDocs = { ...noDocs, bankStatement: true }),
      [['income.selfEmployedDocs', 'selfEmployedDocsMin']],
    ],
    [
      'self-employed: none ticked',
      'tenant',
      (d) => (d.income.selfEmployedDocs = noDocs),
      [['income.selfEmployedDocs', 'selfEmployedDocsMin']],
    ],
    [
      'self-employed: ticked bank statements need a file',
      'tenant',
      (d) => (d.income.bankStatementFiles = []),
      [['income.bankStatementFiles', 'uploadRequired']],
    ],
    [
      'self-employed: ticked tax returns need a file',
      'tenant',
      (d) => (d.income.taxReturnsFiles = []),
      [['income.taxReturnsFiles', 'uploadRequired']],
    ],
    [
      'self-employed: ticked invoices need a file',
      'tenant',
      (d) => (d.income.selfEmployedDocs.invoices = true),
      [['income.invoicesFiles', 'uploadRequired']],
    ],
    [
      'self-employed: accountant contact needs no file',
      'tenant',
      (d) => (d.income.selfEmployedDocs = { ...noDocs, bankStatement: true, accountantContact: true }),
      [],
    ],
    [
      'not self-employed: no documents asked for',
      'tenant',
      (d) => (
        (d.income.selfEmployed = false),
        (d.income.selfEmployedDocs = noDocs),
        (d.income.bankStatementFiles = [])
      ),
      [],
    ],
    [
      'website a valid URL',
      'tenant',
      (d) => (d.income.website = 'atelier-tremblay.ca'),
      [['income.website', 'urlInvalid']],
    ],
    ['website with http://', 'tenant', (d) => (d.income.website = 'http://atelier-tremblay.ca/about'), []],
    ['website optional', 'tenant', (d) => (d.income.website = ''), []],
    [
      'linkedIn a valid URL',
      'guarantor',
      (d) => (d.income.linkedIn = 'https://linkedin'),
      [['income.linkedIn', 'urlInvalid']],
    ],
    [
      'accountant email valid when given',
      'tenant',
      (d) => (d.income.accountantEmail = 'cpa@example'),
      [['income.accountantEmail', 'emailInvalid']],
    ],
    ['accountant email optional', 'tenant', (d) => (d.income.accountantEmail = ''), []],
    [
      'bank statements: income document types only',
      'tenant',
      (d) => (d.income.bankStatementFiles[0]!.mimeType = 'image/webp'),
      [['income.bankStatementFiles.0', 'fileType']],
    ],
    [
      'bank statements: at most 5 files',
      'tenant',
      (d) => (d.income.bankStatementFiles = someFiles(6, 'b.xls', 'application/vnd.ms-excel')),
      [['income.bankStatementFiles', 'filesMax']],
    ],
    [
      'current employer: reference, its role and email required',
      'guarantor',
      (d) => (
        (d.income.employmentReference = ''),
        (d.income.referenceStatus = ''),
        (d.income.employmentReferenceEmail = ''),
        (d.income.employmentReferenceConfirmEmail = '')
      ),
      [
        ['income.employmentReference', 'fieldRequired'],
        ['income.referenceStatus', 'fieldRequired'],
        ['income.employmentReferenceEmail', 'fieldRequired'],
      ],
    ],
    [
      'current employer: reference email valid',
      'tenant',
      (d) => (
        (d.income.employmentReferenceEmail = 'paul'),
        (d.income.employmentReferenceConfirmEmail = 'paul')
      ),
      [['income.employmentReferenceEmail', 'emailInvalid']],
    ],
    [
      'current employer: reference email confirmed',
      'tenant',
      (d) => (d.income.employmentReferenceConfirmEmail = 'pol@example.ca'),
      [['income.employmentReferenceConfirmEmail', 'emailMismatch']],
    ],
    [
      'no current employer: no reference asked for',
      'guarantor',
      (d) => (
        (d.income.currentEmployer = ' '),
        (d.income.employmentReference = ''),
        (d.income.referenceStatus = ''),
        (d.income.employmentReferenceEmail = '')
      ),
      [],
    ],
  ]);
});

const noPets = { dog: false, cat: false, fish: false, bird: false, other: false };

describe('page 3, obligations, reference and pets', () => {
  table(3, [
    [
      'at least one financial obligation option',
      'tenant',
      (d) =>
        (d.obligations.financialObligation = {
          none: false,
          house: false,
          vehicles: false,
          medical: false,
          education: false,
        }),
      [['obligations.financialObligation', 'fieldRequired']],
    ],
    [
      'a guarantor too',
      'guarantor',
      (d) => (d.obligations.financialObligation.none = false),
      [['obligations.financialObligation', 'fieldRequired']],
    ],
    [
      'monthly payment in whole dollars',
      'tenant',
      (d) => (d.obligations.monthlyPayment = 10.5),
      [['obligations.monthlyPayment', 'wholeAmount']],
    ],
    [
      'a tenant names a personal reference',
      'tenant',
      (d) => (d.obligations.referenceName = ''),
      [['obligations.referenceName', 'fieldRequired']],
    ],
    [
      "a tenant gives the reference's email",
      'tenant',
      (d) => (d.obligations.referenceEmail = ''),
      [['obligations.referenceEmail', 'fieldRequired']],
    ],
    [
      "the reference's email valid",
      'tenant',
      (d) => (d.obligations.referenceEmail = 'chloe@'),
      [['obligations.referenceEmail', 'emailInvalid']],
    ],
    [
      'a guarantor skips the reference',
      'guarantor',
      (d) => ((d.obligations.referenceName = ''), (d.obligations.referenceEmail = 'x')),
      [],
    ],
    [
      'pets: at least one type',
      'tenant',
      (d) => (d.obligations.petType = noPets),
      [['obligations.petType', 'fieldRequired']],
    ],
    [
      "pets: 'other' needs a description",
      'tenant',
      (d) => (d.obligations.otherPetType = ' '),
      [['obligations.otherPetType', 'fieldRequired']],
    ],
    ['pets: weight with 2 decimals', 'tenant', (d) => (d.obligations.weight = 9.99), []],
    [
      'pets: weight with 3 decimals',
      'tenant',
      (d) => (d.obligations.weight = 9.255),
      [['obligations.weight', 'weightDecimals']],
    ],
    [
      'pets: weight negative',
      'tenant',
      (d) => (d.obligations.weight = -1),
      [['obligations.weight', 'weightDecimals']],
    ],
    [
      'pets: pictures are images',
      'tenant',
      (d) => (d.obligations.petFiles[0]!.mimeType = 'application/pdf'),
      [['obligations.petFiles.0', 'fileType']],
    ],
    [
      'pets: at most 10 pictures',
      'tenant',
      (d) => (d.obligations.petFiles = someFiles(11, 'p.jpg', 'image/jpeg')),
      [['obligations.petFiles', 'filesMax']],
    ],
    [
      'no pets: nothing asked',
      'tenant',
      (d) => ((d.obligations.pets = false), (d.obligations.petType = noPets), (d.obligations.weight = 1.234)),
      [],
    ],
    [
      'a guarantor skips the pets checks',
      'guarantor',
      (d) => ((d.obligations.pets = true), (d.obligations.petType = noPets)),
      [],
    ],
  ]);
});

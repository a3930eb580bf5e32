import { describe } from 'vitest';
import { pageRuleTable as table, someFiles, TODAY } from './page-rules-table';

describe('page 4, vehicles', () => {
  table(4, [
    [
      'vehicle 1: make required',
      'tenant',
      (d) => (d.vehiclesAndOccupants.makeOne = ''),
      [['vehiclesAndOccupants.makeOne', 'fieldRequired']],
    ],
    [
      'vehicle 1: model required',
      'tenant',
      (d) => (d.vehiclesAndOccupants.modelOne = ''),
      [['vehiclesAndOccupants.modelOne', 'fieldRequired']],
    ],
    [
      'vehicle 2: make required',
      'tenant',
      (d) => (d.vehiclesAndOccupants.makeTwo = ''),
      [['vehiclesAndOccupants.makeTwo', 'fieldRequired']],
    ],
    [
      'vehicle 2: model required',
      'tenant',
      (d) => (d.vehiclesAndOccupants.modelTwo = ''),
      [['vehiclesAndOccupants.modelTwo', 'fieldRequired']],
    ],
    [
      'no other vehicle: vehicle 2 not asked',
      'tenant',
      (d) => ((d.vehiclesAndOccupants.anotherVehicle = false), (d.vehiclesAndOccupants.makeTwo = '')),
      [],
    ],
    [
      'no vehicle: nothing asked, whatever another vehicle says',
      'tenant',
      (d) =>
        Object.assign(d.vehiclesAndOccupants, {
          vehicle: false,
          makeOne: '',
          modelOne: '',
          makeTwo: '',
          modelTwo: '',
        }),
      [],
    ],
    [
      'hidden from a guarantor',
      'guarantor',
      (d) => ((d.vehiclesAndOccupants.vehicle = true), (d.vehiclesAndOccupants.makeOne = '')),
      [],
    ],
  ]);
});

describe('page 5, co-occupants', () => {
  table(5, [
    [
      'each chosen co-occupant named',
      'tenant',
      (d) => (d.vehiclesAndOccupants.occupant_2_name = ' '),
      [['vehiclesAndOccupants.occupant_2_name', 'fieldRequired']],
    ],
    [
      "'5 or more' names five",
      'tenant',
      (d) => (d.vehiclesAndOccupants.coOccupants = '5'),
      [
        ['vehiclesAndOccupants.occupant_3_name', 'fieldRequired'],
        ['vehiclesAndOccupants.occupant_4_name', 'fieldRequired'],
        ['vehiclesAndOccupants.occupant_5_name', 'fieldRequired'],
      ],
    ],
    [
      'none: no name',
      'tenant',
      (d) =>
        Object.assign(d.vehiclesAndOccupants, { coOccupants: '0', occupant_1_name: '', occupant_2_name: '' }),
      [],
    ],
    [
      "'guarantor': no name",
      'tenant',
      (d) => Object.assign(d.vehiclesAndOccupants, { coOccupants: 'guarantor', occupant_1_name: '' }),
      [],
    ],
    ['hidden from a guarantor', 'guarantor', (d) => (d.vehiclesAndOccupants.coOccupants = '3'), []],
  ]);
});

describe('page 6, supplementary documents', () => {
  table(6, [
    [
      'credit score required',
      'tenant',
      (d) => (d.documents.creditScoreFile = []),
      [['documents.creditScoreFile', 'fieldRequired']],
    ],
    [
      'proof of income required',
      'guarantor',
      (d) => (d.documents.proofOfIncomeFile = []),
      [['documents.proofOfIncomeFile', 'fieldRequired']],
    ],
    [
      'government ID required',
      'tenant',
      (d) => (d.documents.govIdsFile = []),
      [['documents.govIdsFile', 'fieldRequired']],
    ],
    ['supplementary documents optional', 'tenant', (d) => (d.documents.supplementaryDocFile = []), []],
    [
      'government ID: up to 5 files',
      'tenant',
      (d) => (d.documents.govIdsFile = someFiles(6, 'id.png', 'image/png')),
      [['documents.govIdsFile', 'filesMax']],
    ],
    [
      'proof of income may be a spreadsheet',
      'tenant',
      (d) => (d.documents.proofOfIncomeFile[0]!.mimeType = 'text/csv'),
      [],
    ],
    [
      'government ID may not',
      'tenant',
      (d) => (d.documents.govIdsFile[0]!.mimeType = 'text/csv'),
      [['documents.govIdsFile.0', 'fileType']],
    ],
    ['SIN optional', 'tenant', (d) => (d.documents.sin = ''), []],
    ['SIN digits only', 'tenant', (d) => (d.documents.sin = '046-454-286'), [['documents.sin', 'sinDigits']]],
    [
      'SIN at most 9 digits',
      'tenant',
      (d) => (d.documents.sin = '0464542860'),
      [['documents.sin', 'sinDigits']],
    ],
    ['SIN partial', 'tenant', (d) => (d.documents.sin = '04645'), []],
    [
      'SIN of 9 digits failing the Luhn check',
      'tenant',
      (d) => (d.documents.sin = '046454287'),
      [['documents.sin', 'sinInvalid']],
    ],
    [
      'employment end date before today',
      'tenant',
      (d) => (d.income.currentEmploymentEndDate = '2026-11-25'),
      [['income.currentEmploymentEndDate', 'notPast']],
    ],
    ['employment end date today', 'tenant', (d) => (d.income.currentEmploymentEndDate = TODAY), []],
    [
      'end date not shown without contract or temporary',
      'tenant',
      (d) => (
        (d.income.employmentStatus.contract = false),
        (d.income.currentEmploymentEndDate = '2020-01-01')
      ),
      [],
    ],
  ]);
});

describe('page 7, signature', () => {
  table(7, [
    [
      'a saved signature required',
      'tenant',
      (d) => (d.signature.signature = null),
      [['signature.signature', 'signatureRequired']],
    ],
    [
      'a PNG data URL',
      'guarantor',
      (d) => (d.signature.signature = 'data:image/jpeg;base64,AAAA'),
      [['signature.signature', 'signatureRequired']],
    ],
  ]);
});

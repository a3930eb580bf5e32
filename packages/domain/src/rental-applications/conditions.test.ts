import { describe, expect, it } from 'vitest';
import {
  coOccupantNameCount,
  shownCoOccupantFields,
  showsCurrentEmployer,
  showsEmploymentEndDate,
  showsPreviousEmployer,
  showsSelfEmployedDoc,
  showsVehicleTwo,
  toggleFinancialObligation,
} from './conditions';
import { emptyRentalApplicationDraft } from './draft';

const none = { none: false, house: false, vehicles: false, medical: false, education: false };

describe('financial obligations', () => {
  it("'none' clears every other option", () => {
    expect(toggleFinancialObligation({ ...none, house: true, medical: true }, 'none', true)).toEqual({
      ...none,
      none: true,
    });
  });

  it("any other option clears 'none'", () => {
    expect(toggleFinancialObligation({ ...none, none: true }, 'education', true)).toEqual({
      ...none,
      education: true,
    });
    expect(toggleFinancialObligation({ ...none, house: true, education: true }, 'house', false)).toEqual({
      ...none,
      education: true,
    });
  });
});

describe('fields shown', () => {
  const draft = () => emptyRentalApplicationDraft(new Date(2026, 10, 26));

  it('the current-employer section once an employer name is entered', () => {
    const d = draft();
    expect(showsCurrentEmployer(d)).toBe(false);
    d.income.currentEmployer = '  ';
    expect(showsCurrentEmployer(d)).toBe(false);
    d.income.currentEmployer = 'Acme';
    expect(showsCurrentEmployer(d)).toBe(true);
  });

  it('the employment end date for a contract or temporary job', () => {
    const d = draft();
    d.income.currentEmployer = 'Acme';
    d.income.employmentStatus.fullTime = true;
    expect(showsEmploymentEndDate(d)).toBe(false);
    d.income.employmentStatus.temporary = true;
    expect(showsEmploymentEndDate(d)).toBe(true);
    d.income.employmentStatus = { ...d.income.employmentStatus, temporary: false, contract: true };
    expect(showsEmploymentEndDate(d)).toBe(true);
  });

  it('previous employer unless first employer; uploads of ticked self-employed documents only', () => {
    const d = draft();
    expect(showsPreviousEmployer(d)).toBe(true);
    d.income.firstEmployer = true;
    expect(showsPreviousEmployer(d)).toBe(false);
    d.income.selfEmployedDocs.invoices = true;
    expect(showsSelfEmployedDoc(d, 'invoices')).toBe(false);
    d.income.selfEmployed = true;
    expect([showsSelfEmployedDoc(d, 'invoices'), showsSelfEmployedDoc(d, 'taxReturns')]).toEqual([
      true,
      false,
    ]);
  });

  it('vehicle 2 only with vehicle 1, and one name per co-occupant', () => {
    const d = draft();
    d.vehiclesAndOccupants.anotherVehicle = true;
    expect(showsVehicleTwo(d)).toBe(false);
    d.vehiclesAndOccupants.vehicle = true;
    expect(showsVehicleTwo(d)).toBe(true);
    expect([coOccupantNameCount(d), shownCoOccupantFields(d)]).toEqual([0, []]);
    d.vehiclesAndOccupants.coOccupants = 'guarantor';
    expect(coOccupantNameCount(d)).toBe(0);
    d.vehiclesAndOccupants.coOccupants = '3';
    expect(shownCoOccupantFields(d)).toEqual(['occupant_1_name', 'occupant_2_name', 'occupant_3_name']);
  });
});

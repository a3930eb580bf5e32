import { describe, expect, it } from 'vitest';
import { applicantNameOr } from './applicant-name';

describe('applicantNameOr', () => {
  it('keeps a name, and names an applicant whose data was deleted', () => {
    expect(applicantNameOr('Amélie Tremblay', 'Deleted applicant')).toBe('Amélie Tremblay');
    expect(applicantNameOr('', 'Deleted applicant')).toBe('Deleted applicant');
    expect(applicantNameOr('  ', 'Deleted applicant')).toBe('Deleted applicant');
  });
});

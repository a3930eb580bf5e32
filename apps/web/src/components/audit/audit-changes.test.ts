import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes';

/** Fields as a listing's history reads them: the approver's id is not shown. */
const LISTING = { order: ['isapproved', 'isHidden', 'availablityStatus'], hidden: ['approvedById'] };
/** Fields as a user's history reads them. */
const USER = { order: ['email', 'userType', 'permissions'] };

describe('audit entries', () => {
  it('lists the changed fields, known ones in a stable order, each with before and after (not ids)', () => {
    const changes = fieldChanges(
      JSON.stringify({ zeta: 1, isHidden: false, isapproved: false }),
      JSON.stringify({
        isHidden: true,
        availablityStatus: 'NOT_RENTED',
        isapproved: true,
        approvedById: 'u1',
      }),
      LISTING,
    );
    expect(changes).toEqual([
      { field: 'isapproved', before: false, after: true },
      { field: 'isHidden', before: false, after: true },
      { field: 'availablityStatus', before: null, after: 'NOT_RENTED' },
      { field: 'zeta', before: 1, after: null },
    ]);
  });

  it('reads a missing or broken side as no change', () => {
    expect(fieldChanges(null, 'not json', LISTING)).toEqual([]);
    expect(fieldChanges('[1]', JSON.stringify({ isHidden: true }), LISTING)).toEqual([
      { field: 'isHidden', before: null, after: true },
    ]);
  });

  it('list each field once, known fields in order, with both sides', () => {
    expect(
      fieldChanges(
        '{"userType":"SUB_ADMIN","permissions":{"users":["view"]}}',
        '{"userType":"RENTER","zeta":1}',
        USER,
      ),
    ).toEqual([
      { field: 'userType', before: 'SUB_ADMIN', after: 'RENTER' },
      { field: 'permissions', before: { users: ['view'] }, after: null },
      { field: 'zeta', before: null, after: 1 },
    ]);
    expect(fieldChanges(null, 'not json', USER)).toEqual([]);
  });
});

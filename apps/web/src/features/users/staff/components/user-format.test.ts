import { describe, expect, it } from 'vitest';
import { fieldChanges, fullName, isUserAuditAction, permissionLines } from './user-format';

describe('fullName', () => {
  it('joins the parts it has, or says there is none', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Roy' })).toBe('Ana Roy');
    expect(fullName({ firstName: ' Ana ', lastName: null })).toBe('Ana');
    expect(fullName({ firstName: '', lastName: ' ' })).toBeNull();
  });
});

describe('audit entries', () => {
  it('list each field once, known fields in order, with both sides', () => {
    expect(
      fieldChanges(
        '{"userType":"SUB_ADMIN","permissions":{"users":["view"]}}',
        '{"userType":"RENTER","zeta":1}',
      ),
    ).toEqual([
      { field: 'userType', before: 'SUB_ADMIN', after: 'RENTER' },
      { field: 'permissions', before: { users: ['view'] }, after: null },
      { field: 'zeta', before: null, after: 1 },
    ]);
    expect(fieldChanges(null, 'not json')).toEqual([]);
    expect(isUserAuditAction('permission.set')).toBe(true);
    expect(isUserAuditAction('listing.approve')).toBe(false);
  });

  it('word a permission set module by module, in the spec order, ignoring unknown parts', () => {
    const words = { module: (m: string) => m.toUpperCase(), action: (a: string) => a };
    expect(
      permissionLines({ users: ['view', 'add'], listings: ['edit'], pirates: ['view'], blogs: [] }, words),
    ).toEqual(['LISTINGS: edit', 'USERS: add, view']);
    expect(permissionLines(null, words)).toEqual([]);
  });
});

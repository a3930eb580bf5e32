import { describe, expect, it } from 'vitest';
import { isUserAuditAction, permissionLines } from './user-format';

describe('audit entries', () => {
  it('know the recorded user actions', () => {
    expect(isUserAuditAction('permission.set')).toBe(true);
    expect(isUserAuditAction('user.update')).toBe(true);
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

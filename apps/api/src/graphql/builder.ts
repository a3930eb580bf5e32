import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { PermissionAction, StaffModule, UserType } from '@rentals/domain/users/enums';
import { hasModulePermission, lacksRequiredTwoFactor } from '@rentals/domain/users/rules';
import type { Context } from './context';
import { AppError } from './errors';

/** A staff permission scope, written `module:action` (e.g. `users:view`). */
export type StaffScope = `${StaffModule}:${PermissionAction}`;

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: {
    /** Open to everyone, visitors included; written out so that no field is open by omission. */
    public: boolean;
    loggedIn: boolean;
    userType: UserType;
    staff: StaffScope;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Upload: { Input: File; Output: never };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      loggedIn: !!ctx.viewer,
      userType: (type) => {
        if (ctx.viewer?.userType !== type) return false;
        if (lacksRequiredTwoFactor(ctx.viewer)) throw new AppError('TWO_FACTOR_REQUIRED');
        return true;
      },
      staff: (scope) => {
        // Thrown rather than answered false, so the caller learns to enrol instead of a bare NO_ACCESS.
        if (lacksRequiredTwoFactor(ctx.viewer)) throw new AppError('TWO_FACTOR_REQUIRED');
        const [module, action] = scope.split(':') as [StaffModule, PermissionAction];
        return hasModulePermission(ctx.viewer, module, action);
      },
    }),
    unauthorizedError: (_parent, ctx) => new AppError(ctx.viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED'),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The builder's type parameters, for helpers that add the same fields to several object types. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

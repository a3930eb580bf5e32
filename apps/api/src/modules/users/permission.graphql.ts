import { permissionMatrix } from '@rentals/domain/users/rules';
import { createPermissionSchema } from '@rentals/domain/users/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { getPermissionsOf, setPermissions } from './permission.service';
import { ModulePermissionRef, StaffModuleEnum } from './user.graphql';

/*
 * Staff permissions (spec/01 §3 Permission, §6): per module, add, edit, delete and view. Admins
 * have all access; a sub-admin has the flags an admin set. They are read on every request, so a
 * change applies to the sub-admin's very next request, without signing out.
 */

const PermissionDataInput = builder.inputType('PermissionDataInput', {
  description: "One module's four flags.",
  fields: (t) => ({
    module: t.field({ type: StaffModuleEnum, required: true, description: 'The module.' }),
    add: t.boolean({ required: true, description: 'May add.' }),
    edit: t.boolean({ required: true, description: 'May edit.' }),
    delete: t.boolean({ required: true, description: 'May delete.' }),
    view: t.boolean({ required: true, description: 'May view.' }),
  }),
});

builder.queryFields((t) => ({
  permission: t.field({
    type: [ModulePermissionRef],
    description:
      "A staff member's permissions, every module in order (all true for an admin; empty for an account that is not staff). An admin reads anyone's; a sub-admin only their own.",
    authScopes: { loggedIn: true },
    args: { userId: t.arg.id({ required: true, description: 'The staff member.' }) },
    resolve: (_root, args, ctx) => getPermissionsOf(ctx.db, requireViewer(ctx.viewer), String(args.userId)),
  }),
  subAdminPermission: t.field({
    type: [ModulePermissionRef],
    description: "The signed-in staff member's own permissions, every module in order (any staff).",
    authScopes: { userType: 'ADMIN', $any: { userType: 'SUB_ADMIN' } },
    resolve: (_root, _args, ctx) => permissionMatrix(requireViewer(ctx.viewer).permissions),
  }),
}));

builder.mutationFields((t) => ({
  createPermission: t.field({
    type: [ModulePermissionRef],
    description:
      "Replaces a sub-admin's whole permission set (admins only); a module left out has no access. NOT_A_SUB_ADMIN for any other account. Recorded in the audit trail as permission.set; applies from the sub-admin's next request. Answers the new set, every module in order.",
    authScopes: { userType: 'ADMIN' },
    args: {
      userId: t.arg.id({ required: true, description: 'The sub-admin.' }),
      permissionData: t.arg({
        type: [PermissionDataInput],
        required: true,
        description: 'The flags per module, each module at most once.',
      }),
    },
    resolve: (_root, args, ctx) =>
      setPermissions(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(createPermissionSchema, {
          userId: String(args.userId),
          permissionData: args.permissionData,
        }),
      ),
  }),
}));

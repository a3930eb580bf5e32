import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PERMISSION_ACTIONS, type PermissionAction } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';

/**
 * The 10 modules × add, edit, delete, view checkboxes of a sub-admin (spec/01 §3 Permission).
 * Each checkbox is named "<module>: <action>" for screen readers.
 */
export function PermissionMatrix({
  value,
  onChange,
  disabled,
  label,
}: {
  value: readonly ModulePermission[];
  onChange: (next: ModulePermission[]) => void;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation('adminUsers');
  const toggle = (index: number, action: PermissionAction, checked: boolean) =>
    onChange(value.map((p, i) => (i === index ? { ...p, [action]: checked } : p)));

  return (
    <Box component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('member.module')}</TableCell>
            {PERMISSION_ACTIONS.map((action) => (
              <TableCell key={action} align="center" sx={{ px: 0.5 }}>
                {t(`permissionActions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {value.map((permission, index) => (
            <TableRow key={permission.module} hover>
              <TableCell component="th" scope="row" sx={{ pr: 1 }}>
                {t(`modules.${permission.module}`)}
              </TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center" padding="checkbox" sx={{ px: 0.5 }}>
                  <Checkbox
                    checked={permission[action]}
                    disabled={disabled}
                    onChange={(event) => toggle(index, action, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('member.checkbox', {
                          module: t(`modules.${permission.module}`),
                          action: t(`permissionActions.${action}`),
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

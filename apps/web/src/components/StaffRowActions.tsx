import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';

/** A staff table row's Edit and Delete buttons, each shown only with its permission. */
export function StaffRowActions({
  canEdit,
  canDelete,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (!canEdit && !canDelete) return null;
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {canEdit && (
        <IconButton aria-label={editLabel} onClick={onEdit}>
          <Edit fontSize="small" />
        </IconButton>
      )}
      {canDelete && (
        <IconButton aria-label={deleteLabel} onClick={onDelete}>
          <Delete fontSize="small" />
        </IconButton>
      )}
    </TableCell>
  );
}

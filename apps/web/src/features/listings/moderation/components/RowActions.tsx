import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListing } from './listing-cells';

/** What the staff member may do on /listings, and the page's handlers. */
export interface AdminRowHandlers {
  canEdit: boolean;
  canDelete: boolean;
  canReview: boolean;
  /** The listing whose availability is being changed. */
  togglingId: string | null;
  /** The listing being approved. */
  approvingId: string | null;
  onToggle: (listing: AdminListing) => void;
  onApprove: (listing: AdminListing) => void;
  onEdit: (listing: AdminListing) => void;
  onHistory: (listing: AdminListing) => void;
  onDelete: (listing: AdminListing) => void;
}

interface Action {
  key: string;
  label: string;
  name: string;
  icon: ReactElement;
  danger?: boolean;
  run: () => void;
}

/**
 * Edit (the property dialog), History and Delete: icon buttons with tooltips in the table, text
 * buttons on the narrow-screen cards.
 */
export function RowActions({
  listing,
  handlers,
  compact,
}: {
  listing: AdminListing;
  handlers: AdminRowHandlers;
  compact: boolean;
}) {
  const { t } = useTranslation('adminListings');
  const title = listing.title;
  const actions: Action[] = [
    ...(handlers.canEdit
      ? [
          {
            key: 'edit',
            label: t('actions.edit'),
            name: t('actions.editLabel', { title }),
            icon: <Edit />,
            run: () => handlers.onEdit(listing),
          },
        ]
      : []),
    {
      key: 'history',
      label: t('actions.history'),
      name: t('actions.historyLabel', { title }),
      icon: <History />,
      run: () => handlers.onHistory(listing),
    },
    ...(handlers.canDelete
      ? [
          {
            key: 'delete',
            label: t('actions.delete'),
            name: t('actions.deleteLabel', { title }),
            icon: <DeleteOutlined />,
            danger: true,
            run: () => handlers.onDelete(listing),
          },
        ]
      : []),
  ];
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('actions.group', { title })}
      sx={{ flexWrap: compact ? 'nowrap' : 'wrap', gap: compact ? 0 : 1 }}
    >
      {actions.map((action) =>
        compact ? (
          <Tooltip key={action.key} title={action.label}>
            <IconButton
              aria-label={action.name}
              onClick={action.run}
              color={action.danger ? 'error' : 'default'}
              size="small"
            >
              {action.icon}
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            key={action.key}
            size="small"
            variant={action.danger ? 'text' : 'outlined'}
            color={action.danger ? 'error' : 'primary'}
            startIcon={action.icon}
            aria-label={action.name}
            onClick={action.run}
          >
            {action.label}
          </Button>
        ),
      )}
    </Stack>
  );
}

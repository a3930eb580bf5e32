import { useQuery } from '@apollo/client/react';
import Quickreply from '@mui/icons-material/Quickreply';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedRepliesDocument } from '../api/saved-reply-operations';
import { SavedRepliesDialog } from './SavedRepliesDialog';

interface Props {
  /** Puts a reply's text into the typing area. */
  onInsert: (text: string) => void;
  disabled?: boolean;
}

/**
 * The listing owner's saved replies beside the typing area: choosing one inserts its text at the
 * cursor; the last item opens the dialog that adds, rewrites and deletes them. They load on the
 * first opening, as most answers are written without them.
 */
export function SavedRepliesButton({ onInsert, disabled }: Props) {
  const { t } = useTranslation('messaging');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [managing, setManaging] = useState(false);
  const replies = useQuery(SavedRepliesDocument, { skip: !opened, fetchPolicy: 'cache-and-network' });
  const list = replies.data?.savedReplies ?? [];

  let state: string | null = null;
  if (!replies.data) state = replies.error ? t('savedReplies.loadError') : t('savedReplies.loading');
  else if (!list.length) state = t('savedReplies.empty');

  return (
    <>
      <IconButton
        aria-label={t('savedReplies.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        disabled={disabled}
        sx={{ mb: 0.5 }}
      >
        <Quickreply />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { maxWidth: 360, maxHeight: 420 } } }}
      >
        {state && <MenuItem disabled>{state}</MenuItem>}
        {list.map((reply) => (
          <MenuItem
            key={reply.id}
            onClick={() => {
              setAnchor(null);
              onInsert(reply.text);
            }}
          >
            <ListItemText
              primary={reply.title}
              secondary={reply.text}
              slotProps={{
                primary: { noWrap: true },
                secondary: { noWrap: true },
              }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setManaging(true);
          }}
        >
          {t('savedReplies.manage')}
        </MenuItem>
      </Menu>
      {managing && <SavedRepliesDialog onClose={() => setManaging(false)} />}
    </>
  );
}

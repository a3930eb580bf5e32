import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../components/SuccessToast';
import { BlockDialog } from './BlockDialog';
import { ReportDialog } from './ReportDialog';

interface Props {
  roomId: string;
  /** The other participant's name. */
  name: string;
  /** The viewer has blocked the conversation: the menu offers Unblock. */
  blockedByViewer: boolean;
}

type Open = 'report' | 'block' | null;

/** The open conversation's '⋮' menu: report it to staff, block or unblock it. */
export function ConversationActions({ roomId, name, blockedByViewer }: Props) {
  const { t } = useTranslation('messaging');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const choose = (which: Open) => {
    setAnchor(null);
    setOpen(which);
  };

  return (
    <>
      <IconButton
        aria-label={t('actions.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto', flexShrink: 0 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('report')}>{t('actions.report')}</MenuItem>
        <MenuItem onClick={() => choose('block')}>
          {t(blockedByViewer ? 'actions.unblock' : 'actions.block')}
        </MenuItem>
      </Menu>
      {open === 'report' && (
        <ReportDialog
          roomId={roomId}
          onClose={() => setOpen(null)}
          onSent={() => {
            setOpen(null);
            setDone(t('report.sent'));
          }}
        />
      )}
      {open === 'block' && (
        <BlockDialog
          roomId={roomId}
          name={name}
          unblock={blockedByViewer}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setDone(t(blockedByViewer ? 'block.unblocked' : 'block.blocked'));
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog } from './BlockDialog';

interface Props {
  roomId: string;
  name: string;
  blockedByViewer: boolean;
}

/**
 * In place of the typing area of a blocked conversation: no message can be sent. The one who
 * blocked it can lift their block from here; the other is told only that sending has stopped.
 */
export function BlockedNotice({ roomId, name, blockedByViewer }: Props) {
  const { t } = useTranslation('messaging');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Alert
        severity="info"
        role="status"
        sx={{ borderRadius: 0, borderTop: 1, borderColor: 'divider' }}
        action={
          blockedByViewer && (
            <Button color="inherit" size="small" onClick={() => setAsking(true)}>
              {t('actions.unblock')}
            </Button>
          )
        }
      >
        {t(blockedByViewer ? 'block.byViewer' : 'block.byOther')}
      </Alert>
      {asking && (
        <BlockDialog
          roomId={roomId}
          name={name}
          unblock
          onClose={() => setAsking(false)}
          onDone={() => setAsking(false)}
        />
      )}
    </>
  );
}

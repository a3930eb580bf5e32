import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_ACTION_LABELS, type ViewingAction } from '@rentals/domain/viewings/statuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SuccessToast } from '../../../components/SuccessToast';
import type { ViewingFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { ViewingActionDocument } from '../api/viewing-operations';
import { dialogOf, type DialogAction } from '../format/action-form';
import { ViewingActionDialog } from './ViewingActionDialog';

/** Actions that end the viewing or refuse it look secondary; the rest invite the click. */
const QUIET: readonly ViewingAction[] = ['DECLINE', 'CANCEL', 'MARK_NO_SHOW'];

/**
 * The buttons of the changes the caller may make now: the server lists them (`actions`), so a
 * renter never sees 'Confirm' and nobody is offered a change the API would refuse. Those with
 * nothing to ask run in one click; the others open ViewingActionDialog. The answer updates the
 * viewing in Apollo's cache by id, so every list showing it follows.
 */
export function ViewingActions({ viewing }: { viewing: ViewingFieldsFragment }) {
  const { t } = useTranslation('viewings');
  const locale = useLocale();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [running, setRunning] = useState<ViewingAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [run] = useMutation(ViewingActionDocument);

  if (viewing.actions.length === 0 && !done) return null;

  const act = async (action: ViewingAction) => {
    setError(null);
    const asks = dialogOf(action, viewing);
    if (asks) {
      setDialog(asks);
      return;
    }
    setRunning(action);
    try {
      await run({
        variables: {
          data: {
            viewing: viewing.id,
            action,
            startsAt: action === 'CONFIRM' ? viewing.proposedTimes[0] : null,
          },
        },
      });
      setDone(t(`actions.done.${action}`));
    } catch (failure) {
      setError(errorText(toAppError(failure), locale));
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <FormAlert message={error} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('actions.label')}
      >
        {viewing.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={QUIET.includes(action) ? 'outlined' : 'contained'}
            color={action === 'CANCEL' || action === 'DECLINE' ? 'error' : 'primary'}
            loading={running === action}
            disabled={running !== null && running !== action}
            onClick={() => void act(action)}
          >
            {translate(VIEWING_ACTION_LABELS[action], locale)}
          </Button>
        ))}
      </Stack>
      {dialog && (
        <ViewingActionDialog
          viewing={viewing}
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDone(t(`actions.done.${dialog}`));
            setDialog(null);
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}

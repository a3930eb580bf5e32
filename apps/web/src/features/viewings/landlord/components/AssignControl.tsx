import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { nameOrEmail } from '../../../../lib/format/person-name';
import { AssignViewingDocument } from '../api/staff-viewing-operations';
import type { StaffListedPerson } from '../../../../lib/format/person-name';

/**
 * Who on the team handles a viewing: a choice among the inbox staff (or nobody) and 'Assign to me'.
 * Read-only for staff without inbox edit. The answer updates the viewing in Apollo's cache by id.
 */
export function AssignControl({
  viewing,
  staff,
  viewerId,
  canEdit,
  onAssigned,
}: {
  viewing: { id: string; assignedTo?: StaffListedPerson | null };
  staff: readonly StaffListedPerson[];
  viewerId: string;
  canEdit: boolean;
  onAssigned: () => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const [assign, { loading }] = useMutation(AssignViewingDocument);
  const [error, setError] = useState<string | null>(null);
  const current = viewing.assignedTo?.id ?? '';
  const nameOf = (person: StaffListedPerson) => nameOrEmail(person);
  // The assignee stays a choice even when the staff list has not loaded (or no longer lists them).
  const choices =
    viewing.assignedTo && !staff.some((s) => s.id === current) ? [viewing.assignedTo, ...staff] : staff;

  const change = async (staffId: string | null) => {
    setError(null);
    try {
      await assign({ variables: { viewing: viewing.id, staff: staffId } });
      onAssigned();
    } catch (failure) {
      setError(errorText(toAppError(failure), locale));
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', ml: { sm: 'auto' } }}
    >
      <FormAlert message={error} />
      <TextField
        select
        size="small"
        label={t('staff.assignTo')}
        value={current}
        disabled={!canEdit || loading}
        onChange={(event) => void change(event.target.value || null)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        <option value="">{t('staff.unassigned')}</option>
        {choices.map((person) => (
          <option key={person.id} value={person.id}>
            {nameOf(person)}
          </option>
        ))}
      </TextField>
      {canEdit && current !== viewerId && (
        <Button size="small" variant="outlined" loading={loading} onClick={() => void change(viewerId)}>
          {t('staff.assignToMe')}
        </Button>
      )}
    </Stack>
  );
}

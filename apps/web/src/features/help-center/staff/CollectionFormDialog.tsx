import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HELP_AUDIENCES, HELP_COLLECTION_ICONS } from '@rentals/domain/help-center/rules';
import type { HelpCollectionData } from '@rentals/domain/help-center/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffHelpCollectionFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import {
  CreateHelpCollectionDocument,
  UpdateHelpCollectionDocument,
} from '../api/staff-collection-operations';
import {
  collectionFormSchema,
  collectionFormValues,
  type CollectionFormValues,
} from '../format/collection-form';
import { COLLECTION_ICONS } from './collection-icon';
import { ThumbnailField } from './ThumbnailField';

const FIELDS = [
  'titleEn',
  'titleFr',
  'descriptionEn',
  'descriptionFr',
  'icon',
  'thumbnailUrl',
  'audience',
] as const;

/**
 * Creates a collection (helpCenter add) or renames one (edit): both titles and descriptions, its
 * icon, audience and an optional thumbnail. Refusals land on their fields; nothing typed is lost.
 */
export function CollectionFormDialog({
  collection,
  onClose,
  onSaved,
  onDeleteThumbnail,
}: {
  /** null to create one. */
  collection: StaffHelpCollectionFieldsFragment | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
  /** Deletes an uploaded thumbnail's file (deleteHelpCenterThumbnail). */
  onDeleteThumbnail: (url: string) => Promise<void>;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const titleId = useId();
  const [create] = useMutation(CreateHelpCollectionDocument);
  const [update] = useMutation(UpdateHelpCollectionDocument);
  const form = useDomainForm<HelpCollectionData, CollectionFormValues>(
    collectionFormSchema,
    collectionFormValues(collection),
  );
  const { textField, handleSubmit, setError, formError, control, formState } = form;
  const errorText = useErrorText(collectionFormSchema);
  const label = (name: (typeof FIELDS)[number]) => fieldLabel(collectionFormSchema, name, locale);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (collection) await update({ variables: { id: collection.id, data } });
      else await create({ variables: { data } });
      onSaved(!collection);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          {collection ? t('collections.editTitle') : t('collections.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={formError.message} />
            <TextField {...textField('titleEn')} required slotProps={{ htmlInput: { lang: 'en' } }} />
            <TextField {...textField('titleFr')} required slotProps={{ htmlInput: { lang: 'fr' } }} />
            <TextField
              {...textField('descriptionEn')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { lang: 'en' } }}
            />
            <TextField
              {...textField('descriptionFr')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { lang: 'fr' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ControlledTextField<CollectionFormValues, HelpCollectionData>
                name="icon"
                control={control}
                errorText={errorText}
                select
                label={label('icon')}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">{t('collections.noIcon')}</MenuItem>
                {HELP_COLLECTION_ICONS.map((name) => {
                  const Icon = COLLECTION_ICONS[name];
                  return (
                    <MenuItem key={name} value={name}>
                      <ListItemIcon>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      {t(`icons.${name}`)}
                    </MenuItem>
                  );
                })}
              </ControlledTextField>
              <ControlledTextField<CollectionFormValues, HelpCollectionData>
                name="audience"
                control={control}
                errorText={errorText}
                select
                label={label('audience')}
                required
                sx={{ flex: 1 }}
              >
                {HELP_AUDIENCES.map((audience) => (
                  <MenuItem key={audience} value={audience}>
                    {t(`audiences.${audience}`)}
                  </MenuItem>
                ))}
              </ControlledTextField>
            </Stack>
            <Controller
              control={control}
              name="thumbnailUrl"
              render={({ field, fieldState }) => (
                <ThumbnailField
                  label={label('thumbnailUrl')}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText('thumbnailUrl', fieldState.error)}
                  onDelete={() =>
                    void onDeleteThumbnail(field.value).then(
                      () => field.onChange(''),
                      (error: unknown) => formError.setError(toAppError(error)),
                    )
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

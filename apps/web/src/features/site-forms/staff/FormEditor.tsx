import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { SUPPORT_EMAIL } from '@rentals/domain/contact';
import { moveField, siteFormDefinitionSchema } from '@rentals/domain/site-forms/definition';
import { SITE_FORM_ROUTE_PATHS } from '@rentals/domain/site-forms/fields';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import type { SiteFormFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFormError } from '../../../lib/forms/use-form-error';
import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  CreateSiteFormDocument,
  DeleteSiteFormDocument,
  UpdateSiteFormDocument,
} from '../api/site-form-operations';
import {
  definitionOf,
  editorStateOf,
  newField,
  type EditorField,
  type EditorState,
} from '../format/editor-state';
import { FieldEditor } from './FieldEditor';

type Errors = Record<string, FieldError>;
type TextKey =
  'slug' | 'titleEn' | 'titleFr' | 'promptEn' | 'promptFr' | 'thankYouEn' | 'thankYouFr' | 'notifyEmail';

/**
 * Adds or edits a form (/admin-forms?form=…): settings, texts in English and French, and fields.
 * The definition is checked with the API's own schema before it is sent; every message shows at
 * its field, in the staff member's language, and nothing typed is lost.
 */
export function FormEditor({
  form,
  onDone,
  mayDelete,
  readOnly = false,
}: {
  form: SiteFormFieldsFragment | null;
  onDone: (message?: string) => void;
  mayDelete: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('siteForms');
  const locale = useLocale();
  const [state, setState] = useState<EditorState>(() => editorStateOf(form, SUPPORT_EMAIL));
  const [errors, setErrors] = useState<Errors>({});
  const [announce, setAnnounce] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formError = useFormError();
  const errorText = useErrorText(siteFormDefinitionSchema);
  const [create, creating] = useMutation(CreateSiteFormDocument);
  const [update, updating] = useMutation(UpdateSiteFormDocument);
  const [remove] = useMutation(DeleteSiteFormDocument);
  const error = (path: string) => errorText(path, errors[path]);
  const label = (path: string) => fieldLabel(siteFormDefinitionSchema, path, locale);
  const set = (patch: Partial<EditorState>) => setState((s) => ({ ...s, ...patch }));
  const setField = (i: number, field: EditorField) =>
    setState((s) => ({ ...s, fields: s.fields.map((f, j) => (j === i ? field : f)) }));

  const save = async () => {
    formError.setError(null);
    const definition = definitionOf(state);
    const parsed = siteFormDefinitionSchema.safeParse(definition);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= { type: issue.code, message: issue.message, types: {} };
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (form) await update({ variables: { id: form.id, data: definition } });
      else await create({ variables: { data: definition } });
      onDone(t('staff.saved'));
    } catch (failure) {
      const appError = toAppError(failure);
      if (appError.fields.length) {
        setErrors(
          Object.fromEntries(
            appError.fields.map((f) => [f.path, { type: 'server', message: f.key, types: {} }]),
          ),
        );
      }
      formError.setError(appError);
    }
  };

  const move = (i: number, step: -1 | 1) => {
    const moved = moveField(state.fields, i, step);
    set({ fields: moved });
    const field = state.fields[i]!;
    setAnnounce(t('editor.moved', { label: field.labelEn || field.key, n: i + step + 1 }));
  };

  const text = (key: TextKey, options: { multiline?: boolean; help?: string; required?: boolean } = {}) => (
    <TextField
      label={label(key)}
      value={state[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      required={options.required ?? true}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      error={!!error(key)}
      helperText={error(key) ?? options.help}
      disabled={readOnly}
      fullWidth
    />
  );
  const flag = (key: 'showContactLine' | 'isPublished', help: string) => (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={state[key]}
            onChange={(event) => set({ [key]: event.target.checked })}
            disabled={readOnly}
          />
        }
        label={label(key)}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{help}</FormHelperText>
    </Box>
  );

  const title = form
    ? t('editor.editTitle', { title: locale === 'fr' ? form.titleFr : form.titleEn })
    : t('editor.newTitle');
  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label={title}
    >
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => onDone()}>
          {t('staff.back')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <FormAlert message={formError.message ?? (Object.keys(errors).length ? t('editor.fixErrors') : null)} />
      <Typography variant="h5" component="h2">
        {t('editor.settings')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('slug', { help: t('editor.slugHelp', { slug: state.slug || '…' }) })}
        <TextField
          select
          label={label('routePath')}
          value={state.routePath}
          onChange={(event) => set({ routePath: event.target.value })}
          error={!!error('routePath')}
          helperText={error('routePath') ?? t('editor.routeHelp', { slug: state.slug || '…' })}
          disabled={readOnly}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('editor.noRoute')}</option>
          {SITE_FORM_ROUTE_PATHS.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </TextField>
        {text('notifyEmail', { help: t('editor.notifyHelp') })}
        <Stack>
          {flag('isPublished', t('editor.publishedHelp'))}
          {flag('showContactLine', t('editor.contactLineHelp'))}
        </Stack>
      </Box>
      <Typography variant="h5" component="h2">
        {t('editor.texts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('titleEn')}
        {text('titleFr')}
        {text('promptEn', { multiline: true, required: false })}
        {text('promptFr', { multiline: true, required: false })}
        {text('thankYouEn', { multiline: true })}
        {text('thankYouFr', { multiline: true })}
      </Box>
      <Typography variant="h5" component="h2">
        {t('editor.fields')}
      </Typography>
      {error('fields') && <Alert severity="error">{error('fields')}</Alert>}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
      <Stack spacing={2}>
        {state.fields.map((field, i) => (
          <FieldEditor
            key={field.uid}
            field={field}
            index={i}
            count={state.fields.length}
            disabled={readOnly}
            error={(path) => error(`fields.${i}.${path}`)}
            onChange={(next) => setField(i, next)}
            onMove={(step) => move(i, step)}
            onRemove={() => set({ fields: state.fields.filter((f) => f.uid !== field.uid) })}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => set({ fields: [...state.fields, newField(state.fields.length + 1)] })}
          >
            {t('editor.addField')}
          </Button>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {!readOnly && (
          <Button type="submit" variant="contained" loading={creating.loading || updating.loading}>
            {t('editor.save')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onDone()}>
          {t('editor.cancel')}
        </Button>
        {form && mayDelete && (
          <Button color="error" onClick={() => setConfirmDelete(true)}>
            {t('staff.deleteForm')}
          </Button>
        )}
      </Stack>
      {confirmDelete && form && (
        <ConfirmActionDialog
          title={t('staff.deleteTitle')}
          text={t('staff.deleteText', { count: form.submissionCount })}
          confirm={t('staff.deleteConfirm')}
          destructive
          onConfirm={async () => {
            await remove({ variables: { id: form.id } });
            onDone(t('staff.deleted'));
          }}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Stack>
  );
}

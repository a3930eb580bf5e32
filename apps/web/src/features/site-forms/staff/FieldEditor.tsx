import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import {
  SITE_FORM_FIELD_TYPES,
  takesOptions,
  type SiteFormFieldType,
} from '@rentals/domain/site-forms/fields';
import { useTranslation } from 'react-i18next';
import { newOption, withType, type EditorField } from '../format/editor-state';

/**
 * One field of the form builder: type, key, labels and help in both languages, required, and the
 * options of a choice field. Moving and removing are buttons, so the order can be changed with the
 * keyboard alone.
 */
export function FieldEditor({
  field,
  index,
  count,
  disabled,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  field: EditorField;
  index: number;
  count: number;
  disabled: boolean;
  /** The error text of a path under this field (`key`, `options.0.value`…), if any. */
  error: (path: string) => string | undefined;
  onChange: (field: EditorField) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('siteForms');
  const name = field.labelEn || field.key || t('editor.untitled');
  const set = (patch: Partial<EditorField>) => onChange({ ...field, ...patch });
  const text = (key: 'key' | 'labelEn' | 'labelFr' | 'helpEn' | 'helpFr', label: string, help?: string) => (
    <TextField
      label={label}
      value={field[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      required={key === 'key' || key === 'labelEn' || key === 'labelFr'}
      error={!!error(key)}
      helperText={error(key) ?? help}
      disabled={disabled}
      size="small"
      fullWidth
    />
  );
  const headingId = `field-heading-${field.uid}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {t('editor.fieldN', { n: index + 1, label: name })}
          </Typography>
          <IconButton
            aria-label={t('editor.moveUp', { label: name })}
            onClick={() => onMove(-1)}
            disabled={disabled || index === 0}
          >
            <ArrowUpward />
          </IconButton>
          <IconButton
            aria-label={t('editor.moveDown', { label: name })}
            onClick={() => onMove(1)}
            disabled={disabled || index === count - 1}
          >
            <ArrowDownward />
          </IconButton>
          <IconButton
            aria-label={t('editor.remove', { label: name })}
            onClick={onRemove}
            disabled={disabled || count === 1}
          >
            <Delete />
          </IconButton>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label={t('editor.type')}
            value={field.type}
            onChange={(event) => onChange(withType(field, event.target.value as SiteFormFieldType))}
            disabled={disabled}
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {SITE_FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`editor.types.${type}`)}
              </option>
            ))}
          </TextField>
          {text('key', t('editor.key'), t('editor.keyHelp'))}
          {text('labelEn', t('editor.labelEn'))}
          {text('labelFr', t('editor.labelFr'))}
          {text('helpEn', t('editor.helpEn'))}
          {text('helpFr', t('editor.helpFr'))}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={field.required}
              onChange={(event) => set({ required: event.target.checked })}
              disabled={disabled}
            />
          }
          label={t('editor.required')}
        />
        {takesOptions(field.type) && (
          <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('editor.options')}
            </Typography>
            {error('options') && (
              <Typography color="error" variant="body2">
                {error('options')}
              </Typography>
            )}
            {field.options.map((o, i) => {
              const setOption = (patch: Partial<typeof o>) =>
                set({ options: field.options.map((x) => (x.uid === o.uid ? { ...x, ...patch } : x)) });
              const optionText = (key: 'value' | 'labelEn' | 'labelFr', label: string) => (
                <TextField
                  label={label}
                  value={o[key]}
                  onChange={(event) => setOption({ [key]: event.target.value })}
                  error={!!error(`options.${i}.${key}`)}
                  helperText={error(`options.${i}.${key}`)}
                  required
                  disabled={disabled}
                  size="small"
                  sx={{ flex: 1 }}
                />
              );
              return (
                <Stack
                  key={o.uid}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  {optionText('value', `${t('editor.optionN', { n: i + 1 })} – ${t('editor.optionValue')}`)}
                  {optionText('labelEn', t('editor.labelEn'))}
                  {optionText('labelFr', t('editor.labelFr'))}
                  <IconButton
                    aria-label={t('editor.removeOption', { n: i + 1 })}
                    onClick={() => set({ options: field.options.filter((x) => x.uid !== o.uid) })}
                    disabled={disabled || field.options.length === 1}
                  >
                    <Delete />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                size="small"
                startIcon={<Add />}
                onClick={() => set({ options: [...field.options, newOption(field.options.length + 1)] })}
                disabled={disabled}
              >
                {t('editor.addOption')}
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

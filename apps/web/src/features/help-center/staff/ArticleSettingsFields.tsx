import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { HELP_AUDIENCES, HELP_KEYS } from '@rentals/domain/help-center/rules';
import type { HelpArticleData } from '@rentals/domain/help-center/schemas';
import { LOCALES, PROVINCES, type Locale } from '@rentals/domain/users/enums';
import type { ReactNode } from 'react';
import type { Control, FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { articleFormSchema, newArticlePath, type ArticleFormValues } from '../format/article-form';
import { collectionTitle, otherLocale, provinceLabel } from '../format/staff-labels';

type Field = 'collectionId' | 'locale' | 'province' | 'userType' | 'helpKey' | 'translationOf';

/** A select bound to the form; '' is a real choice (all provinces, none). */
function Select({
  name,
  control,
  errorText,
  helperText,
  required,
  disabled,
  children,
}: {
  name: Field;
  control: Control<ArticleFormValues, unknown, HelpArticleData>;
  errorText: (name: string, error: FieldError | undefined) => string | undefined;
  helperText?: string;
  required?: boolean;
  /** MUI's select is not a native control: a disabled fieldset does not reach it. */
  disabled: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <ControlledTextField<ArticleFormValues, HelpArticleData>
      name={name}
      control={control}
      errorText={errorText}
      select
      label={fieldLabel(articleFormSchema, name, locale)}
      required={required}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {children}
    </ControlledTextField>
  );
}

/**
 * Where the article files and who it is for: collection, language, province, audience, help key
 * and its version in the other language (an existing one, or 'Write the … version', which opens a
 * new article linked to this one).
 */
export function ArticleSettingsFields({
  control,
  errorText,
  codeError,
  articleId,
  values,
  collections,
  translations,
  readOnly,
  canAdd,
}: {
  control: Control<ArticleFormValues, unknown, HelpArticleData>;
  errorText: (name: string, error: FieldError | undefined) => string | undefined;
  /** A coded refusal shown under its field (HELP_KEY_TAKEN, HELP_TRANSLATION_INVALID...). */
  codeError: { field: Field; text: string } | null;
  /** null while the article is not saved. */
  articleId: string | null;
  values: Pick<ArticleFormValues, 'collectionId' | 'locale' | 'translationOf'>;
  collections: readonly { id: string; titleEn: string; titleFr: string }[];
  /** Articles in the other language that may be linked (not linked to another one). */
  translations: readonly { id: string; title: string }[];
  readOnly: boolean;
  /** 'Write the … version' creates an article: it needs the helpCenter add permission. */
  canAdd: boolean;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const other = otherLocale(values.locale);
  const hint = (field: Field, text?: string) => (codeError?.field === field ? codeError.text : text);
  const props = { control, errorText, disabled: readOnly };
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Select name="collectionId" {...props} required helperText={hint('collectionId')}>
          {collections.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {collectionTitle(c, locale)}
            </MenuItem>
          ))}
        </Select>
        <Select name="locale" {...props} required helperText={hint('locale')}>
          {LOCALES.map((l: Locale) => (
            <MenuItem key={l} value={l}>
              {t(`languages.${l}`)}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Select name="province" {...props}>
          <MenuItem value="">{t('editor.allProvinces')}</MenuItem>
          {PROVINCES.map((p) => (
            <MenuItem key={p} value={p}>
              {provinceLabel(p, locale)}
            </MenuItem>
          ))}
        </Select>
        <Select name="userType" {...props} required>
          {HELP_AUDIENCES.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`audiences.${a}`)}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Select name="helpKey" {...props} helperText={hint('helpKey', t('editor.helpKeyHint'))}>
        <MenuItem value="">{t('editor.noHelpKey')}</MenuItem>
        {HELP_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`helpKeys.${key}`)}
          </MenuItem>
        ))}
      </Select>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Select
          name="translationOf"
          {...props}
          helperText={hint(
            'translationOf',
            t('editor.translationHint', { language: t(`languages.${other}`) }),
          )}
        >
          <MenuItem value="">{t('editor.noTranslation')}</MenuItem>
          {translations.map((a) => (
            <MenuItem key={a.id} value={a.id} lang={other}>
              {a.title}
            </MenuItem>
          ))}
        </Select>
        {articleId && !values.translationOf && canAdd && !readOnly && (
          <Button
            component={RouterLink}
            to={newArticlePath(values.collectionId, other, articleId)}
            variant="outlined"
            sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}
          >
            {t(`editor.writeVersion.${other}`)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HELP_TAKE_MAX } from '@rentals/domain/help-center/rules';
import type { HelpArticleData } from '@rentals/domain/help-center/schemas';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../components/ControlledSwitch';
import { FormAlert } from '../../../components/FormAlert';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { errorText as codeText, toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import {
  CreateHelpArticleDocument,
  DeleteHelpThumbnailDocument,
  StaffHelpEditorChoicesDocument,
  UpdateHelpArticleDocument,
} from '../api/staff-article-operations';
import { forgetArticleDraft, keepArticleDraft } from '../format/article-draft';
import { articleFormSchema, type ArticleFormValues } from '../format/article-form';
import { collectionTitle, otherLocale } from '../format/staff-labels';
import { ArticlePreview } from './ArticlePreview';
import { ArticleSettingsFields } from './ArticleSettingsFields';
import { ThumbnailField } from './ThumbnailField';

const FIELDS = [
  'collectionId',
  'title',
  'description',
  'body',
  'thumbnailUrl',
  'province',
  'userType',
  'locale',
  'translationOf',
  'helpKey',
  'isPublished',
] as const;

/** Coded refusals that concern one field, shown under it. */
const CODE_FIELDS = {
  HELP_KEY_TAKEN: 'helpKey',
  HELP_TRANSLATION_INVALID: 'translationOf',
  HELP_COLLECTION_NOT_FOUND: 'collectionId',
} as const;

/**
 * The help article editor: texts, the rich-text body, where it files and who it is for, its other
 * language version, thumbnail and publication, with a Preview tab. What is typed is kept as a
 * draft in the tab's sessionStorage until saved, and a refusal leaves every field as typed.
 */
export function ArticleForm({
  id,
  values,
  draftKey,
  restored,
  updatedAt,
  readOnly,
  canEdit,
  canAdd,
  onSaved,
}: {
  /** null for a new article. */
  id: string | null;
  values: ArticleFormValues;
  draftKey: string;
  /** Whether `values` came from a kept draft (offered to discard). */
  restored: boolean;
  updatedAt: string | null;
  readOnly: boolean;
  /** Deleting a thumbnail's file needs edit; without it 'Delete thumbnail' only empties the field. */
  canEdit: boolean;
  /** Offering to write the other language's version needs add. */
  canAdd: boolean;
  onSaved: (id: string, created: boolean) => void;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const form = useDomainForm<HelpArticleData, ArticleFormValues>(articleFormSchema, values);
  const { textField, control, handleSubmit, setError, formError, formState, watch, reset } = form;
  const errorText = useErrorText(articleFormSchema);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<{
    field: (typeof CODE_FIELDS)[keyof typeof CODE_FIELDS];
    text: string;
  } | null>(null);
  const [showRestored, setShowRestored] = useState(restored);
  const [create] = useMutation(CreateHelpArticleDocument);
  const [update] = useMutation(UpdateHelpArticleDocument);
  const [deleteThumbnail] = useMutation(DeleteHelpThumbnailDocument);
  const current = watch();
  const choices = useQuery(StaffHelpEditorChoicesDocument, {
    variables: { otherLocale: otherLocale(current.locale), take: HELP_TAKE_MAX },
    // A collection or article created since the last visit must be offered at once.
    fetchPolicy: 'cache-and-network',
  });
  // The last answer stays while a change of language asks again, so the selects keep their options.
  const shownChoices = choices.data ?? choices.previousData;
  const collections = shownChoices?.adminHelpCollections ?? [];
  // An article may link one that is free, or the one it is already linked to.
  const translations = (shownChoices?.helpCenters ?? []).filter(
    (a) => a.id !== id && (!a.translation || a.translation.id === id || a.id === current.translationOf),
  );

  useEffect(() => {
    if (readOnly) return;
    const subscription = watch((all) => keepArticleDraft(draftKey, all as ArticleFormValues));
    return () => subscription.unsubscribe();
  }, [watch, draftKey, readOnly]);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    setBodyError(null);
    setCodeError(null);
    try {
      const saved = id
        ? (await update({ variables: { id, data } })).data!.updateHelpCenter
        : (await create({ variables: { data } })).data!.createHelpCenter;
      forgetArticleDraft(draftKey);
      onSaved(saved.id, !id);
    } catch (error) {
      const appError = toAppError(error);
      const field = CODE_FIELDS[appError.code as keyof typeof CODE_FIELDS];
      if (appError.code.startsWith('RICH_TEXT_') || appError.code === 'HELP_PUBLISH_EMPTY_BODY') {
        setBodyError(codeText(appError, locale));
        setTab('edit');
      } else if (field) {
        setCodeError({ field, text: codeText(appError, locale) });
        setTab('edit');
      } else if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  const collection = collections.find((c) => c.id === current.collectionId);
  return (
    <Stack spacing={2}>
      {showRestored && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                forgetArticleDraft(draftKey);
                setShowRestored(false);
                reset(values);
              }}
            >
              {t('editor.discardDraft')}
            </Button>
          }
        >
          {t('editor.restored')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: 'edit' | 'preview') => setTab(value)}
        aria-label={t('editor.tabs')}
        // The theme's green is for fills; as text on white the chosen tab takes its darker one.
        sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
      >
        <Tab
          value="edit"
          label={t('editor.editTab')}
          id="help-article-edit-tab"
          aria-controls="help-article-edit"
        />
        <Tab
          value="preview"
          label={t('editor.previewTab')}
          id="help-article-preview-tab"
          aria-controls="help-article-preview"
        />
      </Tabs>
      <div
        role="tabpanel"
        id="help-article-preview"
        aria-labelledby="help-article-preview-tab"
        hidden={tab !== 'preview'}
      >
        {tab === 'preview' && (
          <ArticlePreview
            title={current.title}
            description={current.description}
            body={current.body}
            thumbnailUrl={current.thumbnailUrl}
            collection={collection ? collectionTitle(collection, locale) : ''}
            articleLocale={current.locale}
            updatedAt={updatedAt}
          />
        )}
      </div>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="help-article-edit"
        aria-labelledby="help-article-edit-tab"
        hidden={tab !== 'edit'}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack
          component="form"
          noValidate
          aria-label={t('editor.formLabel')}
          spacing={2.5}
          onSubmit={(e) => void submit(e)}
        >
          <FormAlert message={formError.message} />
          <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack spacing={2.5}>
              <TextField
                {...textField('title')}
                required
                disabled={readOnly}
                slotProps={{ htmlInput: { lang: current.locale } }}
              />
              <TextField
                {...textField('description')}
                disabled={readOnly}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { lang: current.locale } }}
              />
              <Controller
                name="body"
                control={control}
                render={({ field }) => (
                  <RichTextField
                    label={fieldLabel(articleFormSchema, 'body', locale)}
                    value={field.value}
                    onChange={(doc) => {
                      setBodyError(null);
                      field.onChange(doc);
                    }}
                    imagePathType="HELP_CENTER_THUMBNAIL"
                    error={bodyError ?? undefined}
                    disabled={readOnly}
                  />
                )}
              />
              <ArticleSettingsFields
                control={control}
                errorText={errorText}
                codeError={codeError}
                articleId={id}
                values={current}
                collections={collections}
                translations={translations}
                readOnly={readOnly}
                canAdd={canAdd}
              />
              <Controller
                control={control}
                name="thumbnailUrl"
                render={({ field, fieldState }) => (
                  <ThumbnailField
                    label={fieldLabel(articleFormSchema, 'thumbnailUrl', locale)}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={readOnly}
                    error={errorText('thumbnailUrl', fieldState.error)}
                    onDelete={() => {
                      const url = field.value;
                      field.onChange('');
                      if (canEdit) {
                        void deleteThumbnail({ variables: { url } }).catch((error: unknown) => {
                          field.onChange(url);
                          formError.setError(toAppError(error));
                        });
                      }
                    }}
                  />
                )}
              />
              <Stack spacing={0.5}>
                <ControlledSwitch<ArticleFormValues, HelpArticleData>
                  name="isPublished"
                  control={control}
                  label={fieldLabel(articleFormSchema, 'isPublished', locale)}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('editor.publishedHint')}
                </Typography>
              </Stack>
            </Stack>
          </fieldset>
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {t('save')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

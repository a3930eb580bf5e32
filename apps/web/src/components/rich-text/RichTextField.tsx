import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RichTextDoc } from '@rentals/domain/rich-text/document';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThumbnailPathType } from '../../gql/graphql';

/*
 * The one rich-text field of the product's forms (blogs, rental laws, legal pages, help center).
 * The editor (TipTap, a few hundred KB) loads with the first form that shows it, never with the
 * public pages, which render stored HTML with RichTextView.
 */

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface RichTextFieldProps {
  label: string;
  /** The editor's JSON; read when it differs from what the editor holds (a loaded record, a reset). */
  value: RichTextDoc | null;
  onChange: (doc: RichTextDoc) => void;
  /** Upload kind for pictures in the text; no picture button without it. */
  imagePathType?: ThumbnailPathType | null;
  /** The field's error in the user's language (server or form), shown under it. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Height of the writing area before it grows, in px. */
  minHeight?: number;
}

export function RichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation('richText');
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const described = props.error || props.helperText ? helpId : undefined;
  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}
      >
        {props.label}
      </Typography>
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={(props.minHeight ?? 240) + 48} aria-label={t('loading')} />
        }
      >
        <RichTextEditor {...props} labelId={labelId} describedBy={described} />
      </Suspense>
      {described && (
        <FormHelperText id={helpId} error={!!props.error}>
          {props.error ?? props.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { PictureField } from '../../../components/PictureField';

/**
 * A collection's or an article's thumbnail: uploaded at once as a HELP_CENTER_THUMBNAIL (at least
 * 300×300 px), previewed, replaced or deleted. 'Delete thumbnail' is the page's
 * (deleteHelpCenterThumbnail removes the file), so it may ask first.
 */
export function ThumbnailField({
  label,
  value,
  onChange,
  onDelete,
  error,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onDelete: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpCenterStaff');
  return (
    <PictureField
      label={label}
      hint={t('thumbnail.hint')}
      value={value}
      onChange={onChange}
      onRemove={onDelete}
      pathType="HELP_CENTER_THUMBNAIL"
      words={{
        choose: t('thumbnail.choose'),
        replace: t('thumbnail.replace'),
        remove: t('thumbnail.delete'),
        preview: t('thumbnail.preview'),
        uploading: (percent) => t('thumbnail.uploading', { percent }),
      }}
      error={error}
      previewSize={160}
      disabled={disabled}
    />
  );
}

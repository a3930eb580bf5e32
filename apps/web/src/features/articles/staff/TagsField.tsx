import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { normalizeTagName } from '@rentals/domain/content-tags/rules';
import { useTranslation } from 'react-i18next';
import { ArticleTagsDocument } from '../api/article-operations';

/** Tags, pick or create: the tags articles use are offered; a new name typed and Enter adds it. */
export function TagsField({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('articles');
  const tags = useQuery(ArticleTagsDocument, { fetchPolicy: 'cache-and-network' });
  const options = (tags.data?.articleTags ?? []).map((tag) => tag.name);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={value}
      onChange={(_event, next) => {
        // Typed names are cleaned as the server will; the same name twice (any case) is kept once.
        const seen = new Set<string>();
        const clean: string[] = [];
        for (const name of next) {
          const tag = normalizeTagName(name);
          if (!tag || seen.has(tag.toLocaleLowerCase())) continue;
          seen.add(tag.toLocaleLowerCase());
          clean.push(tag);
        }
        onChange(clean);
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((name, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText ?? t('form.tagsHint')} />
      )}
    />
  );
}

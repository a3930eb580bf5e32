import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { TAG_NAME_MAX, TAGS_PER_ITEM_MAX, normalizeTagName } from '@rentals/domain/content-tags/rules';

/**
 * Tags of a post: pick existing ones or type a new one and press Enter (created on save). Names
 * equal without regard to case are one tag, as the server counts them.
 */
export function TagsField({
  label,
  hint,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string[];
  options: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const add = (names: readonly string[]) => {
    const kept = new Map<string, string>();
    for (const name of names) {
      const clean = normalizeTagName(name);
      if (clean && !kept.has(clean.toLowerCase())) kept.set(clean.toLowerCase(), clean);
    }
    onChange([...kept.values()].slice(0, TAGS_PER_ITEM_MAX));
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      onChange={(_event, names) => add(names)}
      filterSelectedOptions
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error ?? hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: TAG_NAME_MAX },
          }}
        />
      )}
    />
  );
}

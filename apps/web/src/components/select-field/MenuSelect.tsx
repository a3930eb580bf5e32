import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SelectOption } from './SelectField';

export interface MenuSelectProps {
  labelId: string;
  label: string;
  options: readonly SelectOption[];
  value: string | readonly string[];
  multiple: boolean;
  /** What the closed field shows when a value is chosen. */
  display: string;
  onChange: (value: string | string[]) => void;
  /** The visitor asked for the menu, or was on the field, before this code had loaded. */
  defaultOpen: boolean;
  autoFocus: boolean;
}

/**
 * MUI's Select with its menu (Menu, Popover, Modal and their transitions): the chunk SelectField
 * loads after the page's first render.
 */
export function MenuSelect({
  labelId,
  label,
  options,
  value,
  multiple,
  display,
  onChange,
  defaultOpen,
  autoFocus,
}: MenuSelectProps) {
  return (
    <Select<string | string[]>
      multiple={multiple}
      labelId={labelId}
      label={label}
      value={typeof value === 'string' ? value : [...value]}
      onChange={(event) => onChange(event.target.value)}
      renderValue={() => display}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {multiple ? (
            <>
              <Checkbox checked={value.includes(option.value)} size="small" sx={{ py: 0 }} />
              <ListItemText primary={option.label} />
            </>
          ) : (
            option.label
          )}
        </MenuItem>
      ))}
    </Select>
  );
}

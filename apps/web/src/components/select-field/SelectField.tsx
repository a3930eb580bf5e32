import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { useId, useImperativeHandle, useRef, useState, type FocusEventHandler } from 'react';
import { deferModule, useDeferredModule } from '../../lib/deferred-module';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value ('' for none), or with `multiple` the chosen values (the menu has checkboxes). */
  value: string | readonly string[];
  multiple?: boolean;
  /** What the closed field shows when a value is chosen. */
  display: string;
  /** The new value; with `multiple` an array (or, after a browser autofill, a comma-separated string). */
  onChange: (value: string | string[]) => void;
  error?: string;
  size?: 'small' | 'medium';
}

const menuSelect = deferModule(() => import('./MenuSelect'));

/** The keys that open MUI's Select (the WAI-ARIA select-only combobox). */
const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** The styles MUI's Select adds to the input's for its (outlined) display box. */
const StandInBox = styled('div')(({ theme }) => ({
  WebkitAppearance: 'none',
  MozAppearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  height: 'auto',
  minHeight: '1.4375em',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '&&': { paddingRight: 32 },
}));

/** Where and how MUI's Select draws its arrow (the spinner takes its place). */
const ICON_SX = {
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: 'action.active',
} as const;

/** InputBase types the focus handlers it passes for an <input>; they only pass the event on. */
type DivFocusHandler = FocusEventHandler<HTMLDivElement> | undefined;

interface StandInOptions {
  labelId: string;
  /** The text shown, or '' when nothing is chosen. */
  shown: string;
  /** The menu was asked for and its code is loading. */
  busy: boolean;
  onOpenRequest: () => void;
}

/**
 * The closed select as MUI's Select draws it (a combobox labelled by the field's label), for the
 * moment before MUI's Select has loaded: opening it asks for that code and shows a spinner.
 */
function StandIn({
  ref,
  className,
  value,
  standIn,
  onFocus,
  onBlur,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: InputBaseComponentProps) {
  const { labelId, shown, busy, onOpenRequest } = standIn as StandInOptions;
  const box = useRef<HTMLDivElement>(null);
  // InputBase reads the value from its ref (is the field filled, so its label shrinks?), as MUI's
  // Select provides it.
  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus(), value }), [value]);
  return (
    <>
      <StandInBox
        ref={box}
        className={className}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? 'true' : undefined}
        aria-busy={busy ? 'true' : undefined}
        onFocus={onFocus as DivFocusHandler}
        onBlur={onBlur as DivFocusHandler}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          event.currentTarget.focus();
          onOpenRequest();
        }}
        onKeyDown={(event) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpenRequest();
        }}
      >
        {shown || (
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        )}
      </StandInBox>
      {busy ? (
        <CircularProgress
          size={20}
          color="inherit"
          aria-hidden
          sx={{ ...ICON_SX, right: 9, top: 'calc(50% - 10px)' }}
        />
      ) : (
        <ArrowDropDown sx={ICON_SX} />
      )}
    </>
  );
}

/**
 * An outlined select that looks and behaves as MUI's Select, without its weight on the first
 * render: until MUI's Select (with Menu, Popover, Modal and transitions, some 20 KB of compressed
 * JavaScript) has loaded, at the visitor's first interaction with the page or when the pointer or
 * focus comes to the field (lib/deferred-module), a stand-in of its closed state is shown. Opening the stand-in loads the Select, which then opens
 * its menu and keeps the focus.
 */
export function SelectField({
  label,
  options,
  value,
  multiple = false,
  display,
  onChange,
  error,
  size = 'medium',
}: SelectFieldProps) {
  const labelId = `${useId()}-label`;
  const loaded = useDeferredModule(menuSelect);
  // What the visitor did on the stand-in, for the Select to carry on with when it mounts.
  const [handoff, setHandoff] = useState({ open: false, focus: false });
  const filled = typeof value === 'string' ? value !== '' : value.length > 0;

  const requestOpen = () => {
    setHandoff({ open: true, focus: true });
    // Offline, say: the stand-in stops its spinner, and opening it again tries again.
    menuSelect.load().catch(() => setHandoff({ open: false, focus: true }));
  };

  return (
    <FormControl fullWidth error={!!error} size={size}>
      <InputLabel id={labelId}>{label}</InputLabel>
      {loaded ? (
        <loaded.MenuSelect
          labelId={labelId}
          label={label}
          options={options}
          value={value}
          multiple={multiple}
          display={display}
          onChange={onChange}
          defaultOpen={handoff.open}
          autoFocus={handoff.focus}
        />
      ) : (
        <OutlinedInput
          label={label}
          value={value}
          inputComponent={StandIn}
          inputProps={{
            standIn: {
              labelId,
              shown: filled ? display : '',
              busy: handoff.open,
              onOpenRequest: requestOpen,
            } satisfies StandInOptions,
          }}
          onPointerEnter={menuSelect.preload}
          onFocus={() => {
            menuSelect.preload();
            setHandoff((h) => ({ ...h, focus: true }));
          }}
          onBlur={() => setHandoff((h) => ({ ...h, focus: false }))}
        />
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ADDRESS_SUGGESTIONS_MAX } from '@rentals/domain/locations/limits';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { SearchAddressesDocument } from '../api/listing-wizard-operations';
import type { AddressValue } from '../form/wizard-values';
import { addressHint, MIN_SEARCH_LENGTH } from './address-hint';
import { PinPlaceDialog } from './pin/PinPlaceDialog';

/** Typing pauses this long before the suggestions are asked for. */
const ADDRESS_DEBOUNCE_MS = 300;

/**
 * The address with suggestions from searchAddresses: Canada only, at most 6 (spec/03 §5). Only a
 * chosen suggestion is kept, as the city and coordinates come with it. When nothing matches, the
 * field says what to type and offers to place the pin on the map by hand (PinPlaceDialog).
 */
export function AddressField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}) {
  const { t } = useTranslation('listingWizard');
  const [text, setText] = useState(value?.label ?? '');
  const search = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const tooShort = search.length < MIN_SEARCH_LENGTH;
  const { data, previousData, loading } = useQuery(SearchAddressesDocument, {
    variables: { text: search, first: ADDRESS_SUGGESTIONS_MAX },
    skip: tooShort,
  });
  const suggestions = tooShort ? [] : ((data ?? previousData)?.searchAddresses ?? []);
  const hint = addressHint({ text, searched: search, loading, found: data?.searchAddresses.length });
  const noMatch = hint === 'noMatch';
  const [pinOpen, setPinOpen] = useState(false);
  const options: AddressValue[] = suggestions.map((s) => ({
    address: s.address,
    label: s.label,
    city: s.city,
    region: s.region,
    lat: s.lat,
    lng: s.lng,
    neighbourhood: s.neighbourhood,
    placeId: s.placeId,
  }));

  return (
    <>
      <Autocomplete<AddressValue>
        options={value && !options.some((o) => o.label === value.label) ? [value, ...options] : options}
        value={value}
        inputValue={text}
        onInputChange={(_, next, reason) => {
          setText(next);
          // Typing over a chosen address un-chooses it: the box must never show one address while
          // the form keeps another. The text stays, to choose a suggestion or place the pin.
          if (reason === 'input' && value && next !== value.label) onChange(null);
        }}
        onChange={(_, next) => onChange(next ? { ...next, cityId: null, neighbourhoodId: null } : null)}
        onBlur={onBlur}
        // What was typed stays when the box loses the focus: the pin button beside it needs it.
        clearOnBlur={false}
        filterOptions={(x) => x}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(a, b) => a.label === b.label}
        loading={loading}
        loadingText={t('address.searching')}
        noOptionsText={hint === 'typeMore' ? t('address.typeMore') : t('address.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
            label={t('fields.address')}
            placeholder={t('address.placeholder')}
            required
            error={!!error}
            helperText={error ?? (noMatch ? t('address.noOptions') : undefined)}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off' },
            }}
          />
        )}
      />
      {noMatch && (
        <Button size="small" onClick={() => setPinOpen(true)} sx={{ mt: 0.5 }}>
          {t('address.placePin')}
        </Button>
      )}
      {pinOpen && (
        <PinPlaceDialog
          open
          typed={text}
          start={value ? { lat: value.lat, lng: value.lng } : null}
          onClose={() => setPinOpen(false)}
          onPlace={(placed) => {
            setPinOpen(false);
            setText(placed.label);
            onChange(placed);
          }}
        />
      )}
    </>
  );
}

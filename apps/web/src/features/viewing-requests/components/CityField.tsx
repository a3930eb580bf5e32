import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { PROVINCES } from '@rentals/domain/users/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestField } from '../../../components/suggest-field/SuggestField';
import { useLocale } from '../../../i18n/use-locale';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ViewingRequestCitiesDocument } from '../api/viewing-request-operations';

const SUGGESTIONS = 8;

type CityOption = { id: string; name: string; province: string };

/**
 * The city (pre_viewing_city) with the project's city suggestions, and its province: choosing a
 * suggestion sets both; a city not in the list is typed freely with its province chosen by hand.
 */
export function CityField({
  city,
  province,
  onCity,
  onProvince,
  labels,
  cityError,
  provinceError,
}: {
  city: string;
  province: string;
  onCity: (city: string) => void;
  onProvince: (province: string) => void;
  labels: { city: string; province: string };
  cityError?: string;
  provinceError?: string;
}) {
  const { t } = useTranslation(['viewingRequests', 'common']);
  const locale = useLocale();
  // Suggestions are asked for once the box is used, not with the page.
  const [engaged, setEngaged] = useState(false);
  const search = useDebouncedValue(city.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(ViewingRequestCitiesDocument, {
    variables: { search: search || null, first: SUGGESTIONS },
    skip: !engaged,
  });
  const options = (data ?? previousData)?.cities ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <SuggestField<CityOption>
          label={`${labels.city} *`}
          placeholder={t('request.cityPlaceholder')}
          value={city}
          onValueChange={onCity}
          onFocus={() => setEngaged(true)}
          options={options}
          optionKey={(option) => option.id}
          optionLabel={(option) => `${placeName(option.name, locale)}, ${option.province}`}
          onChoose={(option) => {
            onCity(option.name);
            onProvince(option.province);
          }}
          loading={loading}
          loadingText={t('common:loading')}
          noOptionsText={t('request.noCity')}
          error={cityError}
        />
      </Stack>
      <TextField
        select
        required
        label={labels.province}
        value={province}
        onChange={(event) => onProvince(event.target.value)}
        error={!!provinceError}
        helperText={provinceError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 140 } }}
      >
        {PROVINCES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_SEARCH_CITY, SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchCitiesDocument } from '../api/city-operations';

const SUGGESTIONS = 8;

type CityOption = { id: string; name: string; province: string };

/** A city box with suggestions from the API; searching goes to /search?city=<name> (Toronto when empty). */
export function CitySearchForm() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, previousData } = useQuery(SearchCitiesDocument, {
    variables: { search: search || null, first: SUGGESTIONS },
  });
  const options = (data ?? previousData)?.cities ?? [];

  const go = (city: string) => {
    void navigate(`/search?city=${encodeURIComponent(city.trim() || DEFAULT_SEARCH_CITY)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('hero.searchForm')}
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
    >
      <Autocomplete<CityOption, false, false, true>
        freeSolo
        fullWidth
        options={options}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.name}, {option.province}
          </li>
        )}
        inputValue={text}
        onInputChange={(_, value) => setText(value)}
        onChange={(_, value) => {
          if (value) go(typeof value === 'string' ? value : value.name);
        }}
        noOptionsText={t('hero.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('hero.searchLabel')}
            placeholder={t('hero.searchPlaceholder', { city: DEFAULT_SEARCH_CITY })}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        sx={{ px: 4, minHeight: 56 }}
      >
        {t('hero.submit')}
      </Button>
    </Stack>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_SEARCH_CITY, SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SuggestField } from '../../../components/suggest-field/SuggestField';
import { useLocale } from '../../../i18n/use-locale';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchCitiesDocument } from '../api/city-operations';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

const SUGGESTIONS = 8;

type CityOption = { id: string; name: string; province: string };

/** A city box with suggestions from the API; searching goes to /search?city=<name> (Toronto when empty). */
export function CitySearchForm() {
  const { t } = useTranslation(['home', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Suggestions are asked for once the box is used, not with the page.
  const [engaged, setEngaged] = useState(false);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, previousData } = usePublicQuery(SearchCitiesDocument, {
    variables: { search: search || null, first: SUGGESTIONS },
    skip: !engaged,
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
      <SuggestField<CityOption>
        label={t('hero.searchLabel')}
        placeholder={t('hero.searchPlaceholder', { city: DEFAULT_SEARCH_CITY })}
        value={text}
        onValueChange={setText}
        onFocus={() => setEngaged(true)}
        options={options}
        optionKey={(option) => option.id}
        optionLabel={(option) => `${placeName(option.name, locale)}, ${option.province}`}
        onChoose={(option) => {
          setText(option.name);
          go(option.name);
        }}
        loading={loading}
        loadingText={t('common:loading')}
        noOptionsText={t('hero.noOptions')}
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

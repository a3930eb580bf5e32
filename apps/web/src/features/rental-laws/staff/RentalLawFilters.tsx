import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { translate } from '@rentals/domain/i18n/translate';
import { RENTAL_LAW_PROVINCES } from '@rentals/domain/rental-laws/provinces';
import { RENTAL_LAW_AUDIENCES } from '@rentals/domain/rental-laws/rules';
import { LOCALES } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { useLocale } from '../../../i18n/use-locale';
import { isFiltered, NO_FILTERS, type RentalLawStaffParams } from '../format/staff-params';

/** The filters of /admin-rental-laws: province, audience, language, publication and review. */
export function RentalLawFilters({
  params,
  onChange,
}: {
  params: RentalLawStaffParams;
  onChange: (change: Partial<RentalLawStaffParams>) => void;
}) {
  const { t } = useTranslation('rentalLawsAdmin');
  const locale = useLocale();
  return (
    <Stack
      role="search"
      aria-label={t('filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <FilterSelect
        label={t('province')}
        value={params.province}
        onChange={(province) => onChange({ province })}
        width={200}
        options={[
          { value: '', label: t('anyProvince') },
          ...RENTAL_LAW_PROVINCES.map((p) => ({ value: p.province, label: translate(p.name, locale) })),
        ]}
      />
      <FilterSelect
        label={t('audience')}
        value={params.audience}
        onChange={(audience) => onChange({ audience })}
        width={200}
        options={[
          { value: '', label: t('anyAudience') },
          ...RENTAL_LAW_AUDIENCES.map((a) => ({ value: a, label: t(`audiences.${a}`) })),
        ]}
      />
      <FilterSelect
        label={t('language')}
        value={params.language}
        onChange={(language) => onChange({ language })}
        width={190}
        options={[
          { value: '', label: t('anyLanguage') },
          ...LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        ]}
      />
      <FilterSelect
        label={t('published')}
        value={params.published}
        onChange={(published) => onChange({ published })}
        width={200}
        options={[
          { value: '', label: t('anyPublished') },
          { value: 'yes', label: t('publishedYes') },
          { value: 'no', label: t('publishedNo') },
        ]}
      />
      <FilterSelect
        label={t('review')}
        value={params.review}
        onChange={(review) => onChange({ review })}
        width={180}
        options={[
          { value: '', label: t('anyReview') },
          { value: 'due', label: t('reviewDue') },
        ]}
      />
      {isFiltered(params) && (
        <Button
          variant="text"
          onClick={() => onChange(NO_FILTERS)}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mt: { md: -2.5 } }}
        >
          {t('clear')}
        </Button>
      )}
    </Stack>
  );
}

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  RENTAL_APPLICATION_PAGE_LABELS,
  type RentalApplicationPage,
} from '@rentals/domain/rental-applications/enums';
import { WIDE_TABS_MIN_WIDTH_PX } from '@rentals/domain/rental-applications/limits';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

interface Props {
  pages: readonly RentalApplicationPage[];
  page: RentalApplicationPage;
  /** The furthest page reached: later tabs are disabled until the pages before them pass. */
  reached: RentalApplicationPage;
  onSelect: (page: RentalApplicationPage) => void;
}

export const tabId = (page: RentalApplicationPage) => `rental-application-tab-${page}`;
export const panelId = 'rental-application-panel';

/** The wizard's tabs (spec/02 §2): vertical from 700 px, horizontal and scrollable below. */
export function WizardTabs({ pages, page, reached, onSelect }: Props) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const wide = useMediaQuery(`(min-width:${WIDE_TABS_MIN_WIDTH_PX}px)`, { noSsr: true });
  return (
    <Tabs
      orientation={wide ? 'vertical' : 'horizontal'}
      // Vertical tabs all fit beside the page; only the horizontal row scrolls, with its arrows.
      variant={wide ? 'standard' : 'scrollable'}
      scrollButtons={wide ? false : 'auto'}
      allowScrollButtonsMobile={!wide}
      value={page}
      onChange={(_, value: RentalApplicationPage) => onSelect(value)}
      aria-label={t('tabsLabel')}
      sx={{
        ...(wide
          ? { borderRight: 1, borderColor: 'divider', minWidth: 200, flexShrink: 0 }
          : { borderBottom: 1, borderColor: 'divider' }),
        // The theme's green on white is too light for 14 px text (WCAG AA).
        '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
      }}
    >
      {pages.map((p) => (
        <Tab
          key={p}
          value={p}
          id={tabId(p)}
          aria-controls={panelId}
          label={RENTAL_APPLICATION_PAGE_LABELS[p][locale]}
          disabled={p > reached}
          sx={wide ? { alignItems: 'flex-start', textAlign: 'left' } : undefined}
        />
      ))}
    </Tabs>
  );
}

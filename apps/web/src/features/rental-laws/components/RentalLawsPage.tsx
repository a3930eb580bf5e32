import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { rentalLawProvince } from '@rentals/domain/rental-laws/provinces';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useQueryChanger } from '../../../lib/use-url-params';
import { PublicRentalLawsDocument } from '../api/public-rental-law-operations';
import {
  choiceInUrl,
  rememberChoice,
  rememberedChoice,
  resolveChoice,
  writeChoice,
  type ReaderChoice,
} from '../format/reader-choice';
import { rentalLawsHead } from '../format/rental-laws-head';
import { ReaderChoiceControls } from './ReaderChoiceControls';
import { RentalLawEntries } from './RentalLawEntries';

/**
 * /rental-laws (spec/01 §2): the rules of one province for renters or for landlords, rendered on
 * the server from the URL's choice. A visitor who arrives without one gets the choice remembered
 * in this browser once the page is live (the server cannot know it), else Ontario for renters.
 */
export function RentalLawsPage() {
  const { t } = useTranslation('rentalLaws');
  const locale = useLocale();
  const [query, change] = useQueryChanger();
  const inUrl = choiceInUrl(query);
  const choice = resolveChoice(inUrl);

  // After hydration, so the first render matches the server's.
  useEffect(() => {
    if (inUrl.province && inUrl.reader) return;
    const remembered = rememberedChoice();
    if (remembered.province || remembered.reader)
      change((q) => writeChoice(q, resolveChoice(inUrl, remembered)));
    // Once, on arrival: later changes come from the visitor's own choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Merged into the query as it is when the change applies: a province chosen just before, whose
  // render has not happened yet, is kept (a quick second choice used to put back the old one).
  const choose = (part: Partial<ReaderChoice>) =>
    change((q) => {
      const next = { ...resolveChoice(choiceInUrl(q)), ...part };
      rememberChoice(next);
      return writeChoice(q, next);
    });

  const province = rentalLawProvince(choice.province);
  const provinceName = translate(province.name, locale);
  const tribunal = translate(province.tribunal.name, locale);
  const inProvince = t(`inProvince.${choice.province}`);
  const list = usePublicQuery(PublicRentalLawsDocument, {
    variables: { province: choice.province, audience: choice.reader, locale },
  });
  const entries = list.data?.publicRentalLaws ?? list.previousData?.publicRentalLaws;
  usePageHead(list.data ? rentalLawsHead(choice, provinceName, list.data.publicRentalLaws, t) : null);

  const tribunalLink = (
    <Link href={province.tribunal.url} target="_blank" rel="noopener noreferrer">
      {t('tribunalLink', { tribunal })}
    </Link>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        <ReaderChoiceControls choice={choice} onChange={choose} />
        <Alert severity="info" variant="outlined">
          <AlertTitle component="p">{t('disclaimerTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('disclaimer', { inProvince, tribunal })}
          </Typography>
          {tribunalLink}
        </Alert>
        {list.error && !entries ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={list.refetch}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : !entries ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={72} />
            ))}
          </Stack>
        ) : entries.length ? (
          <RentalLawEntries entries={entries} label={t('entriesLabel', { province: provinceName })} />
        ) : (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="rental-laws-empty"
            sx={{ p: { xs: 2.5, sm: 4 } }}
          >
            <Typography id="rental-laws-empty" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('emptyTitle', { province: provinceName })}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('emptyText', { inProvince })}</Typography>
            <ul>
              <li>{tribunalLink}</li>
            </ul>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

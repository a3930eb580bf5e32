import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@rentals/domain/contact';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { withApollo } from '../../lib/apollo/load-apollo';
import { visuallyHidden } from '../../lib/visually-hidden';
import { CITY_LINKS, COMPANY_LINKS, SUPPORT_LINKS, externalLinks } from './footer/footer-links';

// Below the fold on every public page: its form code loads when the footer comes near the screen.
const NewsletterForm = lazy(async () => ({
  default: await withApollo(
    import('../../features/newsletter/components/NewsletterForm').then((m) => m.NewsletterForm),
  ),
}));

const EXTERNAL = externalLinks(import.meta.env);

const listSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 } as const;

/** A titled group of footer links, a navigation landmark named by its title. */
function LinkGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={listSx}>
        {children}
      </Box>
    </Box>
  );
}

/** The site footer (spec/03 §2.4): city searches, company and support pages, contacts, newsletter. */
export function Footer() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const newTab = tf('opensInNewTab');
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container sx={{ py: 4 }}>
        {/* A CSS grid of the 12-column layout's shares (4 3 2 3; the first alone on a row below md). */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', md: '4fr 3fr 2fr 3fr' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 800 }}>{t('appName')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('footer.tagline')}
            </Typography>
            <WhenNearViewport minHeight={140} afterInteraction>
              <Suspense fallback={<Box sx={{ minHeight: 140 }} />}>
                <NewsletterForm />
              </Suspense>
            </WhenNearViewport>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <LinkGroup title={tf('citiesTitle')}>
              {CITY_LINKS.map((link) => (
                <li key={link.city}>
                  <Link
                    component={RouterLink}
                    to={link.to}
                    aria-label={tf('cityLink', { city: link.city })}
                    data-city={link.city}
                  >
                    {link.city}
                  </Link>
                </li>
              ))}
            </LinkGroup>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <LinkGroup title={tf('companyTitle')}>
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {tf(link.label)}
                  </Link>
                </li>
              ))}
            </LinkGroup>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <LinkGroup title={tf('supportTitle')}>
              {SUPPORT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {tf(link.label)}
                  </Link>
                </li>
              ))}
              {EXTERNAL.helpCentre && (
                <li>
                  <Link href={EXTERNAL.helpCentre} target="_blank" rel="noopener noreferrer">
                    {tf('links.externalHelpCenter')}
                    <Box component="span" sx={visuallyHidden}>
                      {` ${newTab}`}
                    </Box>
                  </Link>
                </li>
              )}
              <li>
                <Link href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>
                  {tf('phone', { phone: SUPPORT_PHONE })}
                </Link>
              </li>
              <li>
                <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ overflowWrap: 'anywhere' }}>
                  {tf('email', { email: SUPPORT_EMAIL })}
                </Link>
              </li>
            </LinkGroup>
            {EXTERNAL.social.length > 0 && (
              <Box sx={{ mt: 3 }}>
                <LinkGroup title={tf('followTitle')}>
                  {EXTERNAL.social.map((link) => (
                    <li key={link.name}>
                      <Link href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.name}
                        <Box component="span" sx={visuallyHidden}>
                          {` ${newTab}`}
                        </Box>
                      </Link>
                    </li>
                  ))}
                </LinkGroup>
              </Box>
            )}
          </Box>
        </Box>
        <Stack direction="row" sx={{ mt: 4, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}

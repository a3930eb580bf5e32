import FormatQuote from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { TestimonialsDocument } from './home-operations';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

/** Testimonials on the home page: the newest, two rows of three at most. */
const SHOWN = 6;

/**
 * What renters and landlords say. Nothing is shown while they load, when there are none or when
 * they cannot be loaded: the section sits low on the page and adds to it only when it has words.
 */
export function Testimonials() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  // Each testimonial is written in one language: a French page shows the French ones.
  const { data } = usePublicQuery(TestimonialsDocument, { variables: { locale } });
  const testimonials = (data?.testimonials ?? []).slice(0, SHOWN);
  if (testimonials.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-testimonials-title">
      <Typography id="home-testimonials-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t('testimonials.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {testimonials.map((item) => (
          <li key={item.id}>
            <Paper
              component="figure"
              variant="outlined"
              sx={{ m: 0, p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <FormatQuote aria-hidden sx={{ color: 'primary.main', fontSize: 36, mb: 1 }} />
              <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, overflowWrap: 'anywhere' }}>
                {item.quote}
              </Typography>
              <Stack
                component="figcaption"
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', mt: 2.5 }}
              >
                <Avatar
                  src={item.imageUrl ?? undefined}
                  alt=""
                  sx={{ bgcolor: 'primary.dark', fontWeight: 700 }}
                >
                  {item.fullName.trim().slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.fullName}</Typography>
                  {item.keyword && (
                    <Typography variant="body2" color="text.secondary">
                      {item.keyword}
                    </Typography>
                  )}
                </Box>
              </Stack>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}

import ExpandMore from '@mui/icons-material/ExpandMore';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { localName, localText } from '../format/plan-display';

type Feature = PlanCardFieldsFragment['features'][number];

/**
 * A plan's features, each with its subtitle; a feature with more information has a button that
 * opens it below (a disclosure, not a hover tooltip, so keyboards and touch screens reach it).
 */
export function PlanFeatureList({ features, planName }: { features: readonly Feature[]; planName: string }) {
  const { t } = useTranslation('plans');
  if (!features.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('chooser.features', { name: planName })}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {features.map((feature) => (
        <FeatureItem key={feature.id} feature={feature} />
      ))}
    </Box>
  );
}

function FeatureItem({ feature }: { feature: Feature }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const infoId = useId();
  const name = localName(feature, locale);
  const subtitle = localText(feature.subtitleEn, feature.subtitleFr, locale);
  const information = localText(feature.informationEn, feature.informationFr, locale);
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutline fontSize="small" color="success" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {information && (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={infoId}
            aria-label={t('chooser.moreAbout', { name })}
            onClick={() => setOpen((was) => !was)}
            sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          >
            <ExpandMore fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {information && (
        <Collapse in={open} id={infoId}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ pl: 3.5, pt: 0.5, whiteSpace: 'pre-line' }}
          >
            {information}
          </Typography>
        </Collapse>
      )}
    </Box>
  );
}

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEGAL_PATHS, type LegalKind } from '@rentals/domain/legal/enums';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';

/** Every published version, newest first, each readable at ?version=N; the one shown is marked. */
export function LegalVersionsList({
  kind,
  versions,
  shown,
}: {
  kind: LegalKind;
  versions: readonly { id: string; version: number; effectiveOn: string }[];
  shown: number;
}) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const newest = versions[0]?.version;
  return (
    <section aria-labelledby="legal-versions">
      <Typography id="legal-versions" variant="h6" component="h2" gutterBottom>
        {t('page.versions')}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {versions.map((v) => {
          const label = t('page.versionItem', {
            version: v.version,
            date: formatPublicDate(v.effectiveOn, locale),
          });
          const text = v.version === newest ? `${label} (${t('page.current')})` : label;
          return (
            <li key={v.id} style={{ padding: '4px 0' }}>
              {v.version === shown ? (
                <span aria-current="page">{text}</span>
              ) : (
                <Link
                  component={RouterLink}
                  to={v.version === newest ? LEGAL_PATHS[kind] : `${LEGAL_PATHS[kind]}?version=${v.version}`}
                >
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

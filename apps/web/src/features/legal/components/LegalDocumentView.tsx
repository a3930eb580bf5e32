import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEGAL_PATHS, type LegalKind } from '@rentals/domain/legal/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { PrivacyOfficerBox } from './PrivacyOfficerBox';

export interface LegalDocumentShown {
  version: number;
  effectiveOn: string;
  bodyHtml: string;
  headings: readonly { id: string; text: string; level: number }[];
}

/**
 * One version of a legal document as readers see it: title, version and date, the privacy
 * officer (privacy policy), a table of contents, the text; `olderThan` marks a version that is no
 * longer current. The admins' preview shows the same.
 */
export function LegalDocumentView({
  kind,
  doc,
  currentVersion,
  after,
}: {
  kind: LegalKind;
  doc: LegalDocumentShown;
  /** The current version's number, when another is shown. */
  currentVersion?: number | null;
  /** Shown after the text (the versions list). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const older = currentVersion != null && currentVersion !== doc.version;
  return (
    <Stack spacing={3} component="article" aria-labelledby="legal-title" sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography
          id="legal-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
        >
          {t(`titles.${kind}`)}
        </Typography>
        <Typography color="text.secondary">
          {t('page.versionLine', {
            version: doc.version,
            date: formatPublicDate(doc.effectiveOn, locale),
          })}
        </Typography>
      </Stack>
      {older && (
        <Alert severity="info">
          {t('page.olderNotice', { version: doc.version })}{' '}
          <Link component={RouterLink} to={LEGAL_PATHS[kind]}>
            {t('page.readCurrent')}
          </Link>
        </Alert>
      )}
      {kind === 'PRIVACY' && <PrivacyOfficerBox />}
      {doc.headings.length > 0 && (
        <nav aria-labelledby="legal-contents">
          <Typography id="legal-contents" variant="h6" component="h2" gutterBottom>
            {t('page.contents')}
          </Typography>
          {/* The headings carry their own numbers: the list adds none. */}
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {doc.headings.map((heading) => (
              <li key={heading.id} style={{ marginLeft: heading.level === 3 ? 20 : 0, padding: '4px 0' }}>
                <Link href={`#${heading.id}`}>{heading.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <RichTextView html={doc.bodyHtml} lang={locale} />
      {after}
    </Stack>
  );
}

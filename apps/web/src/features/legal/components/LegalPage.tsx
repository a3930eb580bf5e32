import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { LEGAL_PATHS, type LegalKind } from '@rentals/domain/legal/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { PageSpinner } from '../../../components/PageSpinner';
import { toAppError } from '../../../lib/errors/graphql-error';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHttpStatus } from '../../../lib/ssr/http-status';
import { LegalPageDocument } from '../api/legal-operations';
import { LegalDocumentView } from './LegalDocumentView';
import { LegalVersionsList } from './LegalVersionsList';

/** A version number from ?version=, or null for the current one (anything else reads as current). */
function versionParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/**
 * /terms, /privacy and /privacy-policy (the same page, its canonical /privacy): the current
 * version in the reader's language, or an earlier one at ?version=N, rendered on the server.
 * `current` is what another feature adds under the current version (the privacy page's retention
 * schedule, app/router/compositions.tsx): it describes the product now, not an earlier text.
 */
export function LegalPage({ kind, current }: { kind: LegalKind; current?: ReactNode }) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const [params] = useSearchParams();
  const version = versionParam(params.get('version'));
  const query = usePublicQuery(LegalPageDocument, { variables: { kind, version, locale } });
  const data = query.data;
  const notFound = toAppError(query.error).code === 'LEGAL_DOCUMENT_NOT_FOUND';
  useHttpStatus(notFound ? 404 : null);
  const path = version ? `${LEGAL_PATHS[kind]}?version=${version}` : LEGAL_PATHS[kind];
  usePageHead(
    data || query.error
      ? {
          title: t(`titles.${kind}`),
          description: t(`descriptions.${kind}`),
          path,
          noindex: notFound,
          jsonLd: data
            ? [
                {
                  '@context': 'https://schema.org',
                  '@type': 'WebPage',
                  name: t(`titles.${kind}`),
                  url: path,
                  datePublished: data.legalDocument.effectiveOn,
                  version: String(data.legalDocument.version),
                },
              ]
            : undefined,
        }
      : null,
  );

  let content;
  if (data) {
    content = (
      <LegalDocumentView
        kind={kind}
        doc={data.legalDocument}
        currentVersion={data.legalDocumentVersions[0]?.version}
        after={
          <>
            {!version && current}
            {data.legalDocumentVersions.length > 1 && (
              <LegalVersionsList
                kind={kind}
                versions={data.legalDocumentVersions}
                shown={data.legalDocument.version}
              />
            )}
          </>
        }
      />
    );
  } else if (notFound) {
    content = (
      <Alert severity="warning">
        {t('page.notFound')}{' '}
        <Link component={RouterLink} to={LEGAL_PATHS[kind]}>
          {t('page.readCurrent')}
        </Link>
      </Alert>
    );
  } else if (query.error) {
    content = <LoadError error={query.error} message={t('page.loadError')} onRetry={query.refetch} />;
  } else {
    content = <PageSpinner />;
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {content}
    </Container>
  );
}

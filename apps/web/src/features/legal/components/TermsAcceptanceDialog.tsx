import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { FetchCurrentUserDocument } from '../../../lib/session/session-operations';
import { AcceptTermsDocument } from '../api/legal-operations';

export interface TermsToAccept {
  id: string;
  version: number;
  summary: string;
}

/**
 * A signed-in user who has not accepted the current Terms of Use must accept them before using
 * the site: the dialog cannot be dismissed, only left by accepting or logging out. Accepting
 * clears the cached user's termsToAccept, which closes it.
 */
export function TermsAcceptanceDialog({
  userId,
  terms,
  onLogout,
}: {
  userId: string;
  terms: TermsToAccept;
  onLogout: () => void;
}) {
  const { t } = useTranslation('legal');
  const titleId = useId();
  const client = useApolloClient();
  const formError = useFormError();
  const [accept, { loading }] = useMutation(AcceptTermsDocument, {
    update(cache) {
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { termsToAccept: () => null },
      });
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    formError.setError(null);
    try {
      await accept({ variables: { documentId: terms.id } });
    } catch (error) {
      formError.setError(toAppError(error));
      // A newer version may have been published meanwhile: the user is asked for that one.
      void client.query({ query: FetchCurrentUserDocument, fetchPolicy: 'network-only' }).catch(() => {});
    }
  };

  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={`${titleId}-intro`} maxWidth="sm" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {/* Version 1 did not change anything: an account that never accepted it is simply asked. */}
          {t(terms.version === 1 ? 'accept.firstTitle' : 'accept.title')}
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError.message} />
          <Typography id={`${titleId}-intro`} sx={{ mb: 2 }}>
            {t('accept.intro', { version: terms.version })}
          </Typography>
          {terms.summary && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('accept.summary')}
              </Typography>
              <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{terms.summary}</Typography>
            </>
          )}
          <Link href="/terms" target="_blank" rel="noopener">
            {t('accept.read')}
          </Link>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'space-between', gap: 1 }}>
          <Button onClick={onLogout} disabled={loading}>
            {t('accept.logout')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('accept.accept')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { FormCard } from './FormCard';

export interface ConfirmLinkTexts {
  title: string;
  /** What pressing the button will do, as a question. */
  question: string;
  confirm: string;
  done: string;
  unknown: string;
  home: string;
}

/**
 * Where an e-mail's one-purpose link lands (`?token=`: unsubscribe, cancel a deletion): runs the
 * mutation once the button is pressed, then says whether it worked. Mail scanners fetch and even
 * render the links of an e-mail, and must not act for its reader. `answer` reads the mutation's
 * Boolean from its data.
 */
export function ConfirmLinkPage<Data>({
  mutation,
  answer,
  texts,
}: {
  mutation: TypedDocumentNode<Data, { token: string }>;
  answer: (data: Data) => boolean;
  texts: ConfirmLinkTexts;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data, error, loading }] = useMutation(mutation);
  useDocumentTitle(texts.title);

  const done = data ? answer(data) : false;
  const failed = !token || !!error || (!!data && !done);
  return (
    <FormCard title={texts.title}>
      <Stack spacing={2}>
        {(done || failed) && (
          <Alert severity={done ? 'success' : 'warning'} role="status">
            {done ? texts.done : texts.unknown}
          </Alert>
        )}
        {token && !data && !error && (
          <>
            <Typography>{texts.question}</Typography>
            <Button
              variant="contained"
              loading={loading}
              onClick={() => void confirm({ variables: { token } }).catch(() => undefined)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {texts.confirm}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/">
          {texts.home}
        </Link>
      </Stack>
    </FormCard>
  );
}

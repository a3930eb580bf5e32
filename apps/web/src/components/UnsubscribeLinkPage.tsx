import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { FormCard } from './FormCard';

export interface UnsubscribeTexts {
  title: string;
  working: string;
  done: string;
  unknown: string;
  home: string;
}

/**
 * Where an e-mail's unsubscribe link lands (`?token=`): runs the mutation at once, without asking
 * again, and says whether it worked. `answer` reads the mutation's Boolean from its data.
 */
export function UnsubscribeLinkPage<Data>({
  mutation,
  answer,
  texts,
}: {
  mutation: TypedDocumentNode<Data, { token: string }>;
  answer: (data: Data) => boolean;
  texts: UnsubscribeTexts;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error }] = useMutation(mutation);
  useDocumentTitle(texts.title);

  useEffect(() => {
    if (token) void unsubscribe({ variables: { token } }).catch(() => undefined);
  }, [token, unsubscribe]);

  const done = data ? answer(data) : false;
  const failed = !token || !!error || (!!data && !done);
  return (
    <FormCard title={texts.title}>
      <Alert severity={done ? 'success' : failed ? 'warning' : 'info'} role="status">
        {done ? texts.done : failed ? texts.unknown : texts.working}
      </Alert>
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 3 }}>
        {texts.home}
      </Link>
    </FormCard>
  );
}

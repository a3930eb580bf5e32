import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fetchPrivateFile } from '../../../lib/download/private-download';
import { fileSize, isImage } from '../format/conversation-format';

type MessageFile = NonNullable<MessageFieldsFragment['file']>;

/*
 * A conversation's attachments are private (the participants and staff read them): /files/<id>
 * answers them only with the reader's bearer token, which an <img src> or a plain link cannot
 * send. They are fetched with it and shown from a blob: address of this page.
 */

/** A picture sent in the conversation, as a thumbnail that opens full size in a new tab. */
function PictureAttachment({ file }: { file: MessageFile }) {
  const { t } = useTranslation('messaging');
  const [source, setSource] = useState<{ url: string } | { failed: true } | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    fetchPrivateFile(file.url).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (current) setSource({ url: objectUrl });
        else URL.revokeObjectURL(objectUrl);
      },
      () => {
        if (current) setSource({ failed: true });
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.url]);

  if (!source) return <Skeleton variant="rounded" width={220} height={160} />;
  if ('failed' in source) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('conversation.fileUnavailable')}
      </Typography>
    );
  }
  return (
    <Box
      component="a"
      href={source.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={t('conversation.openPicture', { name: file.filename })}
      sx={{ display: 'inline-block', lineHeight: 0, borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={source.url}
        alt={t('conversation.picture', { name: file.filename })}
        sx={{ display: 'block', maxWidth: '100%', width: 220, maxHeight: 220, objectFit: 'cover' }}
      />
    </Box>
  );
}

/** A document (PDF) sent in the conversation: its name and size, and a button that downloads it. */
function DocumentAttachment({ file }: { file: MessageFile }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const size = fileSize(file.size, locale);

  const download = async () => {
    setState('loading');
    try {
      const url = URL.createObjectURL(await fetchPrivateFile(file.url));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has started the download from the address: it may go.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        maxWidth: 320,
      }}
    >
      <PictureAsPdf sx={{ color: '#b3261e', flexShrink: 0 }} aria-hidden />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.filename}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {state === 'failed' ? t('conversation.fileUnavailable') : size}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        loading={state === 'loading'}
        onClick={() => void download()}
        aria-label={t('conversation.downloadFile', { name: file.filename, size })}
      >
        {t('conversation.download')}
      </Button>
    </Box>
  );
}

/** A FILE message's attachment: a thumbnail for a picture, a download card for a PDF. */
export function AttachmentView({ file }: { file: MessageFile }) {
  return isImage(file.mimeType) ? <PictureAttachment file={file} /> : <DocumentAttachment file={file} />;
}

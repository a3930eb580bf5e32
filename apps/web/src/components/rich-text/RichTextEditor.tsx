import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RichTextDoc } from '@rentals/domain/rich-text/document';
import { isSafeLinkHref } from '@rentals/domain/rich-text/urls';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../lib/errors/graphql-error';
import { useUploadError } from '../../lib/upload/use-upload-error';
import { uploadImage } from '../../lib/upload/upload-files';
import { FormAlert } from '../FormAlert';
import { ImageAltDialog } from './ImageAltDialog';
import { LinkDialog } from './LinkDialog';
import type { RichTextFieldProps } from './RichTextField';
import { RichTextToolbar } from './RichTextToolbar';
import { RICH_TEXT_STYLES } from './rich-text-styles';

interface EditorProps extends RichTextFieldProps {
  labelId: string;
  describedBy: string | undefined;
}

/**
 * TipTap configured to the nodes the server keeps (packages/domain rich-text/document.ts): no code,
 * no h1, links checked by the same rule as the server's, pictures only by upload with alt text.
 */
export default function RichTextEditor(props: EditorProps) {
  const { t } = useTranslation('richText');
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [pendingImage, setPendingImage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadError = useUploadError();
  const fileInput = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    immediatelyRender: false,
    editable: !props.disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeLinkHref(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: props.value ?? undefined,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        ...(props.error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text rich-text--editing',
      },
    },
    onUpdate: ({ editor: current }) => onChange.current(current.getJSON() as RichTextDoc),
  });

  // A value from outside (a loaded record, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (!editor || !props.value) return;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(props.value)) {
      editor.commands.setContent(props.value, { emitUpdate: false });
    }
  }, [editor, props.value]);

  useEffect(() => {
    editor?.setEditable(!props.disabled);
  }, [editor, props.disabled]);

  async function upload(file: File) {
    if (!props.imagePathType) return;
    uploadError.setError(null);
    setProgress(0);
    try {
      const image = await uploadImage(file, props.imagePathType, setProgress);
      setPendingImage(image.thumbnailUrl);
    } catch (error) {
      uploadError.setError(toAppError(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box
      sx={{
        border: 1,
        borderColor: props.error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <RichTextToolbar
        editor={editor}
        onLink={() => setLinkOpen(true)}
        onImage={props.imagePathType ? () => fileInput.current?.click() : null}
        disabled={!!props.disabled || progress !== null}
      />
      {progress !== null && (
        <Box sx={{ px: 1.5, py: 1 }} role="status">
          <Typography variant="caption">{t('imageUploading', { percent: progress })}</Typography>
          <LinearProgress variant="determinate" value={progress} />
        </Box>
      )}
      <FormAlert message={uploadError.message} />
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': { minHeight: props.minHeight ?? 240, outline: 'none', py: 1 },
          ...RICH_TEXT_STYLES,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {editor && (
        <LinkDialog
          open={linkOpen}
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setLinkOpen(false);
          }}
        />
      )}
      {editor && (
        <ImageAltDialog
          src={pendingImage}
          onClose={() => setPendingImage(null)}
          onInsert={(alt) => {
            if (pendingImage) editor.chain().focus().setImage({ src: pendingImage, alt }).run();
            setPendingImage(null);
          }}
        />
      )}
    </Box>
  );
}

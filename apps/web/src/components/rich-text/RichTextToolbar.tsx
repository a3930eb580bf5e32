import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolbarProps {
  editor: Editor | null;
  onLink: () => void;
  /** Opens the picture chooser; null when the field takes no pictures. */
  onImage: (() => void) | null;
  disabled: boolean;
}

function Tool(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          aria-pressed={props.pressed}
          color={props.pressed ? 'primary' : 'default'}
          disabled={props.disabled}
          // Keep the selection in the text while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The formatting buttons; each shows whether it applies where the cursor is (aria-pressed). */
export function RichTextToolbar({ editor, onLink, onImage, disabled }: ToolbarProps) {
  const { t } = useTranslation('richText');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  const off = disabled || !editor || !state;
  const run = (command: (e: Editor) => void) => () => {
    if (editor) command(editor);
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tool
        label={t('bold')}
        icon={<FormatBold />}
        pressed={state?.bold}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleBold().run())}
      />
      <Tool
        label={t('italic')}
        icon={<FormatItalic />}
        pressed={state?.italic}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleItalic().run())}
      />
      <Tool
        label={t('underline')}
        icon={<FormatUnderlined />}
        pressed={state?.underline}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleUnderline().run())}
      />
      <Tool
        label={t('strike')}
        icon={<FormatStrikethrough />}
        pressed={state?.strike}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleStrike().run())}
      />
      <Divider orientation="vertical" flexItem />
      <Tool
        label={t('heading2')}
        icon={<Title />}
        pressed={state?.h2}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
      />
      <Tool
        label={t('heading3')}
        icon={<Title fontSize="small" />}
        pressed={state?.h3}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
      />
      <Tool
        label={t('bulletList')}
        icon={<FormatListBulleted />}
        pressed={state?.bullet}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleBulletList().run())}
      />
      <Tool
        label={t('orderedList')}
        icon={<FormatListNumbered />}
        pressed={state?.ordered}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
      />
      <Tool
        label={t('quote')}
        icon={<FormatQuote />}
        pressed={state?.quote}
        disabled={off}
        onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
      />
      <Tool
        label={t('rule')}
        icon={<HorizontalRule />}
        disabled={off}
        onClick={run((e) => e.chain().focus().setHorizontalRule().run())}
      />
      <Divider orientation="vertical" flexItem />
      <Tool label={t('link')} icon={<InsertLink />} pressed={state?.link} disabled={off} onClick={onLink} />
      {onImage && <Tool label={t('image')} icon={<InsertPhoto />} disabled={off} onClick={onImage} />}
      <Divider orientation="vertical" flexItem />
      <Tool
        label={t('undo')}
        icon={<Undo />}
        disabled={off || !state?.canUndo}
        onClick={run((e) => e.chain().focus().undo().run())}
      />
      <Tool
        label={t('redo')}
        icon={<Redo />}
        disabled={off || !state?.canRedo}
        onClick={run((e) => e.chain().focus().redo().run())}
      />
    </Box>
  );
}

import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { replyHtml, safeHref } from '#contract/replyFormat.js';
import { replyTextOf } from './replyText.js';

/** What the reply box asks of the editor besides its text. */
export interface ReplyEditorHandle {
  /** Adds a text in the reply format (a saved reply) after what is written. */
  insert(text: string): void;
  /** Empties the editor (after the reply is sent). */
  clear(): void;
}

/** The marks and blocks of the reply format (contract/replyFormat.ts), and nothing it cannot say. */
const EXTENSIONS = (placeholder: string) => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder }),
];

/** A typed address as a link target: "example.com" is taken as https://example.com. */
function linkTarget(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  return safeHref(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
          disabled={disabled}
          // Keeps the editor's selection: the button acts on what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** "Link": the address for the selected words (or the address itself, nothing selected). */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    if (!open) return;
    setAddress(String(editor.getAttributes('link').href ?? ''));
    setProblem(false);
  }, [open, editor]);

  function apply() {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address.trim()) {
      chain.unsetLink().run();
      onClose();
      return;
    }
    const href = linkTarget(address);
    if (!href) {
      setProblem(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain.setLink({ href }).run();
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('valve.reply_editor.link_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          id="reply-link"
          label={translate('valve.reply_editor.link_address')}
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={problem}
          helperText={translate(problem ? 'valve.reply_editor.link_invalid' : 'valve.reply_editor.link_hint')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {translate('valve.reply_editor.link_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The reply box: a small rich-text editor whose toolbar has only what the reply mail can carry
 * (bold, italic, lists, links). It hands the reply box the text in the reply format, the one
 * the server sanitises, mails and shows on the look-up page.
 */
export default function ReplyEditor({
  ref,
  onChange,
  disabled,
}: {
  ref?: Ref<ReplyEditorHandle>;
  onChange(text: string): void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const label = translate('valve.enquiry.reply');
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: EXTENSIONS(translate('valve.enquiry.reply_placeholder')),
    editorProps: {
      attributes: { id: 'reply', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: changed }) => onChange(replyTextOf(changed.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);
  useImperativeHandle(
    ref,
    () => ({
      insert(text) {
        const html = replyHtml(text);
        if (editor.isEmpty) editor.commands.setContent(html, { emitUpdate: true });
        else editor.chain().focus('end').insertContent(html).run();
        onChange(replyTextOf(editor.getJSON()));
      },
      clear() {
        editor.commands.clearContent(true);
      },
    }),
    [editor, onChange],
  );

  const tools = [
    {
      key: 'bold',
      icon: <FormatBoldIcon />,
      active: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: <FormatItalicIcon />,
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bullets',
      icon: <FormatListBulletedIcon />,
      active: state.bullets,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      icon: <FormatListNumberedIcon />,
      active: state.numbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { key: 'link', icon: <InsertLinkIcon />, active: state.link, run: () => setLinking(true) },
  ] as const;

  return (
    <Box>
      <Typography component="label" htmlFor="reply" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box
        data-testid="reply-editor"
        sx={{
          border: 1,
          borderColor: 'grey.400',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
          bgcolor: disabled ? 'action.hover' : 'background.paper',
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={translate('valve.reply_editor.toolbar')}
          spacing={0.5}
          sx={{ px: 0.5, py: 0.25, alignItems: 'center' }}
        >
          {tools.map((tool, i) => (
            <Stack key={tool.key} direction="row" sx={{ alignItems: 'center' }}>
              {/* Bold and italic, the lists, the link: three groups. */}
              {(i === 2 || i === 4) && <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />}
              <ToolButton
                label={translate(`valve.reply_editor.${tool.key}`)}
                active={tool.active}
                disabled={disabled}
                onClick={tool.run}
              >
                {tool.icon}
              </ToolButton>
            </Stack>
          ))}
        </Stack>
        <Divider />
        <Box
          sx={{
            px: 1.75,
            py: 1,
            typography: 'body1',
            cursor: 'text',
            '& .ProseMirror': { minHeight: '6.5em', outline: 'none' },
            '& .ProseMirror p': { my: 0.75 },
            '& .ProseMirror ul, & .ProseMirror ol': { my: 0.75, pl: 3 },
            '& .ProseMirror li p': { my: 0.25 },
            '& .ProseMirror a': { color: 'primary.main' },
            '& .ProseMirror p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.disabled',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
            },
          }}
          onClick={() => editor.chain().focus().run()}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </Box>
  );
}

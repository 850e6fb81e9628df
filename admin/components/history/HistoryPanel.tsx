import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { API, fetchJson } from '../../http.js';
import { useBusyAction } from '../busyAction.js';
import { Moment } from '../Moment.js';
import { fieldName } from '../../i18n/fields.js';
import { REVISED_ENTITY } from './HistoryButton.js';
import { revisionDiff, type LangDiff, type Piece } from './revisionText.js';

interface RevisionSummary {
  id: number;
  action: 'create' | 'update' | 'restore' | 'delete';
  staff_email: string;
  staff_name: string;
  create_time: number;
}

interface RevisionDetail extends RevisionSummary {
  data: Record<string, unknown>;
  current: Record<string, unknown> | null;
}

const MARK = {
  removed: { bgcolor: '#fde2e1', color: '#8a1c13', textDecoration: 'line-through' },
  added: { bgcolor: '#dcf3e2', color: '#0f5b2a' },
} as const;

/** One side of a language's diff: the words it shares, and those only it has marked. */
function Side({ pieces, side }: { pieces: Piece[]; side: 'removed' | 'added' }) {
  return (
    <Box component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14 }}>
      {pieces
        .filter((p) => p.kind === 'same' || p.kind === side)
        .map((p, i) =>
          p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <Box key={i} component={side === 'removed' ? 'del' : 'ins'} sx={MARK[side]} data-diff={side}>
              {p.text}
            </Box>
          ),
        )}
    </Box>
  );
}

function LangLabel({ lang }: { lang: LangDiff['lang'] }) {
  const translate = useTranslate();
  if (!lang) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {translate(lang === 'en' ? 'valve.lang.en' : 'valve.lang.zh')}
    </Typography>
  );
}

/** The side-by-side diff of one revision and the record now, field by field and per language. */
function RevisionView({ detail, resource }: { detail: RevisionDetail; resource: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fields = revisionDiff(detail.data, detail.current);
  if (fields.length === 0) return <Alert severity="info">{translate('valve.history.same')}</Alert>;
  return (
    <Table size="small" data-revision-diff sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '18%' }}>{translate('valve.history.field')}</TableCell>
          <TableCell>{translate('valve.history.this_version')}</TableCell>
          <TableCell>
            {detail.current ? translate('valve.history.current') : translate('valve.history.gone')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.flatMap((field) =>
          field.langs.map((lang, i) => (
            <TableRow
              key={`${field.field}-${lang.lang ?? ''}`}
              data-field={field.field}
              data-lang={lang.lang ?? ''}
            >
              {i === 0 && (
                <TableCell rowSpan={field.langs.length} sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                  {fieldName(field.field, locale === 'zh' ? 'zh' : 'en') ??
                    translate(`resources.${resource}.fields.${field.field}`, { _: field.field })}
                </TableCell>
              )}
              <TableCell sx={{ verticalAlign: 'top' }}>
                <LangLabel lang={lang.lang} />
                <Side pieces={lang.pieces} side="removed" />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <LangLabel lang={lang.lang} />
                <Side pieces={lang.pieces} side="added" />
              </TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}

/** A record's saved versions, newest first; one chosen shows its diff and can be restored. */
export default function HistoryPanel({
  entity,
  entityId,
  onClose,
}: {
  entity: string;
  entityId: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [detail, setDetail] = useState<RevisionDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy: restoring, run } = useBusyAction();
  const resource = Object.entries(REVISED_ENTITY).find(([, e]) => e === entity)?.[0] ?? entity;

  useEffect(() => {
    let live = true;
    fetchJson(`${API}/history/${entity}/${encodeURIComponent(entityId)}`).then(
      ({ json }) => live && setRevisions(json as RevisionSummary[]),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [entity, entityId, notify]);

  const open = useCallback(
    (id: number) =>
      fetchJson(`${API}/revisions/${id}`).then(
        ({ json }) => setDetail(json as RevisionDetail),
        (error: Error) => notify(error.message, { type: 'error' }),
      ),
    [notify],
  );

  async function restore() {
    if (!detail) return;
    await run(async () => {
      await fetchJson(`${API}/revisions/${detail.id}/restore`, { method: 'POST', body: '{}' });
      notify('valve.history.restored', { type: 'success' });
      refresh();
      onClose();
    });
    setConfirming(false);
  }

  const who = (r: RevisionSummary) => r.staff_name || r.staff_email || translate('valve.history.by_nobody');
  return (
    <Box sx={{ p: 2 }} data-history-panel>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        {detail && (
          <IconButton onClick={() => setDetail(null)} aria-label={translate('valve.history.back')}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {detail ? (
            <>
              {translate(`valve.history.actions.${detail.action}`)} ·{' '}
              <Moment at={detail.create_time} seconds /> · {who(detail)}
            </>
          ) : (
            translate('valve.history.title')
          )}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('valve.history.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail ? (
        <>
          <RevisionView detail={detail} resource={resource} />
          {detail.current && (
            <Box sx={{ mt: 2 }}>
              <Button
                variant="contained"
                startIcon={<RestoreIcon />}
                onClick={() => setConfirming(true)}
                disabled={restoring}
              >
                {translate('valve.history.restore')}
              </Button>
            </Box>
          )}
          <Confirm
            isOpen={confirming}
            loading={restoring}
            title="valve.history.restore_title"
            content="valve.history.restore_content"
            confirm="valve.history.restore"
            onConfirm={() => void restore()}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : revisions === null ? (
        <Typography color="text.secondary">{translate('valve.history.loading')}</Typography>
      ) : revisions.length === 0 ? (
        <Alert severity="info">{translate('valve.history.none')}</Alert>
      ) : (
        <List dense data-revision-list>
          {revisions.map((r) => (
            <ListItemButton key={r.id} onClick={() => void open(r.id)} data-revision={r.id} divider>
              <ListItemText
                primary={
                  <>
                    {translate(`valve.history.actions.${r.action}`)} · <Moment at={r.create_time} seconds />
                  </>
                }
                secondary={who(r)}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  Chip,
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
import {
  Confirm,
  useCloseNotification,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API, fetchJson } from '../../http.js';
import { errorText, useBusyAction } from '../busyAction.js';
import { draftUrl } from '../drafts/draftData.js';
import { companyMomentText, Moment } from '../Moment.js';
import { fieldName } from '../../i18n/fields.js';
import { REVISED_ENTITY } from './HistoryButton.js';
import { revisionDiff, type LangDiff, type Piece } from './revisionText.js';

/** A step of a record's history as the server answers it (server/services/content/revisions.ts). */
interface RevisionSummary {
  id: number;
  action: 'create' | 'update' | 'restore' | 'delete' | 'draft' | 'publish' | 'unpublish' | 'schedule';
  /** 1: the step changed the working draft; the site kept the published version. */
  draft: number;
  restored_from_time: number | null;
  publish_at: number | null;
  unpublish_at: number | null;
  staff_email: string;
  staff_name: string;
  create_time: number;
}

interface HistoryEntry extends RevisionSummary {
  /** The version the editor has now (the draft's, when there is one). */
  current: boolean;
  /** The version the site shows. */
  live: boolean;
}

interface RevisionDetail extends RevisionSummary {
  data: Record<string, unknown>;
  /** The version before this step (null: the first kept). */
  previous: (RevisionSummary & { data: Record<string, unknown> }) | null;
  /** The record now (null: deleted). */
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

/** What a step did, in words: "Draft saved", "Restored the version of … as a draft", "Scheduled to publish at …". */
function useStepText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = (time: number) => companyMomentText(time, locale, { seconds: true });
  return (step: RevisionSummary): string => {
    const draft = step.draft === 1 ? '_draft' : '';
    if (step.action === 'restore')
      return step.restored_from_time === null
        ? translate(`valve.history.steps.restored_earlier${draft}`)
        : translate(`valve.history.steps.restored${draft}`, { time: at(step.restored_from_time) });
    if (step.action === 'schedule') {
      const { publish_at: from, unpublish_at: until } = step;
      if (from !== null && until !== null)
        return translate('valve.history.steps.scheduled_both', { from: at(from), until: at(until) });
      if (from !== null) return translate('valve.history.steps.scheduled_publish', { time: at(from) });
      if (until !== null) return translate('valve.history.steps.scheduled_unpublish', { time: at(until) });
      return translate('valve.history.steps.schedule_cleared');
    }
    return translate(`valve.history.actions.${step.action}`);
  };
}

/** What one step changed: the version before it and this one side by side, field by field and per language. */
function RevisionView({ detail, resource }: { detail: RevisionDetail; resource: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { previous } = detail;
  const fields = revisionDiff(previous?.data ?? {}, detail.data);
  if (previous && fields.length === 0)
    return (
      <Alert severity="info" data-step-unchanged>
        {translate('valve.history.unchanged')}
      </Alert>
    );
  return (
    <>
      {!previous && (
        <Alert severity="info" sx={{ mb: 1 }} data-first-version>
          {translate('valve.history.first')}
        </Alert>
      )}
      <Table size="small" data-revision-diff sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>{translate('valve.history.field')}</TableCell>
            <TableCell>
              {previous
                ? translate('valve.history.before', {
                    time: companyMomentText(previous.create_time, locale, { seconds: true }),
                  })
                : '—'}
            </TableCell>
            <TableCell>{translate('valve.history.this_version')}</TableCell>
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
    </>
  );
}

/** "Current" on the version the editor has, "On the site" on the published one when a draft differs. */
function StepChip({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  if (entry.current)
    return <Chip size="small" color="primary" label={translate('valve.history.current_chip')} data-current />;
  if (entry.live)
    return <Chip size="small" variant="outlined" label={translate('valve.history.live_chip')} data-live />;
  return null;
}

/**
 * The toast of a version restored as a published record's draft, with Publish beside it: the
 * site keeps the published version until then.
 */
function RestoredAsDraft({ text, publishUrl }: { text: string; publishUrl: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const close = useCloseNotification();
  const { busy, run } = useBusyAction();
  // Either way this toast goes first: the next one waits for it.
  const publish = () =>
    run(
      async () => {
        await fetchJson(publishUrl, { method: 'POST', body: '{}' });
        close();
        notify('valve.drafts.published', { type: 'success' });
        refresh();
      },
      (error) => {
        close();
        notify(errorText(error), { type: 'error' });
      },
    );
  return (
    <Alert
      severity="success"
      variant="filled"
      data-restored-draft
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void publish()}>
          {translate('valve.history.publish')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** A record's history, newest first; a step chosen shows what it changed and can be restored. */
export default function HistoryPanel({
  entity,
  entityId,
  onClose,
  onDetail,
}: {
  entity: string;
  entityId: string;
  onClose(): void;
  /** Told when a step is opened (true) or the list shown again: the drawer widens for the diff. */
  onDetail?(open: boolean): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const stepText = useStepText();
  const [revisions, setRevisions] = useState<HistoryEntry[] | null>(null);
  const [detail, setDetail] = useState<(RevisionDetail & { isCurrent: boolean }) | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy: restoring, run } = useBusyAction();
  const resource = Object.entries(REVISED_ENTITY).find(([, e]) => e === entity)?.[0] ?? entity;

  useEffect(() => {
    let live = true;
    fetchJson(`${API}/history/${entity}/${encodeURIComponent(entityId)}`).then(
      ({ json }) => live && setRevisions(json as HistoryEntry[]),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [entity, entityId, notify]);

  useEffect(() => onDetail?.(detail !== null), [detail, onDetail]);

  const open = useCallback(
    (entry: HistoryEntry) =>
      fetchJson(`${API}/revisions/${entry.id}`).then(
        ({ json }) => setDetail({ ...(json as RevisionDetail), isCurrent: entry.current }),
        (error: Error) => notify(error.message, { type: 'error' }),
      ),
    [notify],
  );

  async function restore() {
    if (!detail) return;
    await run(async () => {
      const { json } = await fetchJson(`${API}/revisions/${detail.id}/restore`, {
        method: 'POST',
        body: '{}',
      });
      const time = companyMomentText(detail.create_time, locale, { seconds: true });
      if ((json as { draft: boolean }).draft)
        notify(
          <RestoredAsDraft
            text={translate('valve.history.restored_draft', { time })}
            publishUrl={`${draftUrl(resource, entityId)}/publish`}
          />,
          { type: 'success', autoHideDuration: null },
        );
      else notify('valve.history.restored', { type: 'success', messageArgs: { time } });
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
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" data-step-title>
            {detail ? stepText(detail) : translate('valve.history.title')}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary">
              <Moment at={detail.create_time} seconds /> · {who(detail)}
            </Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label={translate('valve.history.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail ? (
        <>
          <RevisionView detail={detail} resource={resource} />
          <Box sx={{ mt: 2 }}>
            {detail.current === null ? (
              <Alert severity="warning">{translate('valve.history.gone')}</Alert>
            ) : detail.isCurrent ? (
              <Alert severity="success" icon={false} data-current-note>
                {translate('valve.history.current_note')}
              </Alert>
            ) : (
              <Button
                variant="contained"
                startIcon={<RestoreIcon />}
                onClick={() => setConfirming(true)}
                disabled={restoring}
              >
                {translate('valve.history.restore')}
              </Button>
            )}
          </Box>
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
            <ListItemButton
              key={r.id}
              onClick={() => void open(r)}
              data-revision={r.id}
              data-action={r.action}
              divider
            >
              <ListItemText
                primary={stepText(r)}
                secondary={
                  <>
                    <Moment at={r.create_time} seconds /> · {who(r)}
                  </>
                }
              />
              <StepChip entry={r} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

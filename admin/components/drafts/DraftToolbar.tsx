import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  DeleteButton,
  HttpError,
  SaveButton,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { fetchJson } from '../../http.js';
import { ContentToolbar } from '../fields.js';
import { companyInput } from '../history/companyTime.js';
import {
  draftUrl,
  openDraftPreview,
  previewIn,
  saveDraft,
  savesDraft,
  showIn,
  type DraftedRecord,
} from './draftData.js';
import { errorText } from '../busyAction.js';

/** The draft is saved this long after typing stops. */
const AUTOSAVE_MS = 3000;

/** The time of a save as the company's clock shows it (HH:mm), like every time in the console. */
const clock = (ms: number) => companyInput(ms).slice(11, 16);

/**
 * A content form's toolbar: a published record's (items, products, jobs) saves a working draft,
 * autosaved, with Publish changes, Preview of the draft and Discard; any other keeps Save,
 * Preview and Delete. Either way, leaving the page with unsaved changes asks first.
 */
export function EditToolbar() {
  const record = useRecordContext<DraftedRecord>();
  const resource = useResourceContext() ?? '';
  return (
    <>
      <LeaveWarning />
      {record && savesDraft(resource, record) ? (
        <DraftToolbar resource={resource} record={record} />
      ) : (
        <ContentToolbar />
      )}
    </>
  );
}

/** Closing the tab or reloading with unsaved changes asks first (react-admin covers in-app links). */
function LeaveWarning() {
  const { isDirty } = useFormState();
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return null;
}

function DraftToolbar({ resource, record }: { resource: string; record: DraftedRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const { getValues, reset, control, watch } = useFormContext();
  const { isDirty } = useFormState({ control });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(record.draft?.update_time ?? null);
  // The record changes on a Save (react-admin's), a publish or a discard: its draft time with it.
  useEffect(() => setSavedAt(record.draft?.update_time ?? null), [record.draft?.update_time]);

  /** The pending autosave's timer (see below). */
  const autosave = useRef<number | undefined>(undefined);

  /** Saves the form as the draft; the form then counts as saved (no leave warning). */
  const keep = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(autosave.current);
    const current = getValues();
    setSaving(true);
    try {
      const next = await saveDraft(resource, record, current);
      // What the server has is the form's new starting point: clean, unless typed into since.
      reset(current, { keepValues: true });
      setSavedAt(next.draft_time ?? null);
      setFailure(null);
      return true;
    } catch (error) {
      setFailure(errorText(error));
      return false;
    } finally {
      setSaving(false);
    }
  }, [getValues, reset, resource, record]);

  // Autosave: a few seconds after the last change. A subscription, not an effect on the values:
  // the form re-renders for many reasons, and each would restart the wait.
  const latest = useRef(keep);
  latest.current = keep;
  // A publish, a discard or a save by hand makes a pending autosave moot: left to fire, it would
  // write the published values back as a new draft.
  const cancelAutosave = () => window.clearTimeout(autosave.current);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      // Typing and picking are "change" events; a reset (after a save) is not.
      if (type !== 'change') return;
      window.clearTimeout(autosave.current);
      autosave.current = window.setTimeout(() => void latest.current(), AUTOSAVE_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(autosave.current);
    };
  }, [watch]);

  const hasDraft = savedAt !== null || isDirty;

  /** The live record after a publish or a discard: the form shows it, with no draft. */
  function showLive(live: DraftedRecord) {
    reset({ ...live, live_status: live.status, draft: undefined });
    setSavedAt(null);
    refresh();
  }

  async function publish(overwrite = false) {
    cancelAutosave();
    if (isDirty && !(await keep())) return;
    try {
      const { json } = await fetchJson(`${draftUrl(resource, record.id)}/publish`, {
        method: 'POST',
        body: JSON.stringify(overwrite ? { overwrite: true } : {}),
      });
      setConflict(null);
      showLive(json as DraftedRecord);
      notify('valve.drafts.published', { type: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(error.message);
      else notify(errorText(error), { type: 'error' });
    }
  }

  async function discard() {
    cancelAutosave();
    setDiscarding(false);
    try {
      const { json } = await fetchJson(draftUrl(resource, record.id), { method: 'DELETE' });
      showLive(json as DraftedRecord);
      notify('valve.drafts.discarded', { type: 'info' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  }

  /** Opens the public page with the draft (signed link); with no draft, the page as published. */
  async function preview() {
    if (!hasDraft) return showIn(window.open('', '_blank'), previewIn(record, locale));
    try {
      // Unsaved typing is saved first, so the preview shows what the form shows.
      await openDraftPreview(resource, record.id, locale, async () => !isDirty || keep());
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  }

  const status = saving
    ? translate('valve.drafts.saving')
    : failure
      ? translate('valve.drafts.save_failed', { message: failure })
      : isDirty
        ? translate('valve.drafts.unsaved')
        : savedAt !== null
          ? translate('valve.drafts.saved_at', { time: clock(savedAt) })
          : translate('valve.drafts.live_note');

  return (
    <>
      {record.draft?.live_changed && (
        <Alert severity="warning" sx={{ mx: 2, mt: 1 }}>
          {translate('valve.drafts.live_changed')}
        </Alert>
      )}
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* The editor stays open, as in the editors staff know; react-admin's own would go back to the list. */}
        <SaveButton
          label="valve.drafts.save"
          // Always there to press, autosaved or not: it says "Draft saved" either way.
          alwaysEnable
          // Own success options need a button that is not the form's submit (react-admin's rule).
          type="button"
          mutationOptions={{ onSuccess: () => notify('valve.drafts.saved', { type: 'success' }) }}
        />
        <Button
          variant="contained"
          color="success"
          startIcon={<PublishIcon />}
          disabled={!hasDraft || saving}
          onClick={() => void publish()}
        >
          {translate('valve.drafts.publish')}
        </Button>
        <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => void preview()}>
          {translate('valve.drafts.preview')}
        </Button>
        {savedAt !== null && (
          <Button size="small" color="warning" onClick={() => setDiscarding(true)}>
            {translate('valve.drafts.discard')}
          </Button>
        )}
        <Typography
          variant="body2"
          role="status"
          color={failure ? 'error' : 'text.secondary'}
          data-draft-status
          sx={{ flex: '1 1 12em' }}
        >
          {status}
        </Typography>
        <DeleteButton mutationMode="pessimistic" />
      </Toolbar>
      <Dialog open={discarding} onClose={() => setDiscarding(false)}>
        <DialogTitle>{translate('valve.drafts.discard_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('valve.drafts.discard_content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDiscarding(false)}>{translate('valve.drafts.cancel')}</Button>
          <Button color="warning" onClick={() => void discard()}>
            {translate('valve.drafts.discard')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={conflict !== null} onClose={() => setConflict(null)}>
        <DialogTitle>{translate('valve.drafts.conflict_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{conflict}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConflict(null)}>{translate('valve.drafts.cancel')}</Button>
          <Button color="warning" onClick={() => void publish(true)}>
            {translate('valve.drafts.overwrite')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

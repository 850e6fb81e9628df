import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useCallback, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { MediaKind, MediaRecord } from '#contract/media.js';
import { MEDIA_PER_PAGE, MediaFilters, MediaGrid, MediaPages, type MediaFilter } from './MediaGrid.js';

/**
 * The media library as a record form's picker (loaded when first opened): the same grid and
 * filters; choosing a file hands its stored path to the form field.
 */
export default function MediaPicker({
  open,
  kind,
  onClose,
  onPick,
}: {
  open: boolean;
  /** A picture field offers pictures only. */
  kind?: MediaKind;
  onClose: () => void;
  onPick: (record: MediaRecord) => void;
}) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<MediaFilter>(kind ? { kind } : {});
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<MediaRecord>(
    'media',
    { pagination: { page, perPage: MEDIA_PER_PAGE }, sort: { field: 'create_time', order: 'DESC' }, filter },
    { enabled: open },
  );
  const change = useCallback((next: MediaFilter) => {
    setFilter(next);
    setPage(1);
  }, []);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{translate('valve.media.pick_title')}</DialogTitle>
      <DialogContent>
        <MediaFilters filter={filter} onChange={change} fixedKind={kind} />
        {isPending ? <LinearProgress /> : <MediaGrid records={data ?? []} onOpen={onPick} />}
        <MediaPages page={page} total={total} onChange={setPage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('valve.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

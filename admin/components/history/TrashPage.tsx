import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Alert,
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { localized } from '../text.js';
import { API, fetchJson } from '../../http.js';
import { Moment } from '../Moment.js';

interface TrashEntry {
  id: number;
  entity: string;
  entity_id: string;
  staff_email: string;
  staff_name: string;
  create_time: number;
  data: Record<string, unknown>;
}

/** The name of a deleted record in the interface language, whatever its kind calls it. */
function nameOf(data: Record<string, unknown>, locale: string): string {
  for (const field of ['title', 'cate_name', 'name']) {
    const name = localized(data, field, locale);
    if (name) return name;
  }
  return '';
}

/** Deleted records of the last 30 days, each restorable with its number (admins). */
export default function TrashPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [entries, setEntries] = useState<TrashEntry[] | null>(null);

  const load = useCallback(
    () =>
      fetchJson(`${API}/trash`).then(
        ({ json }) => setEntries(json as TrashEntry[]),
        (error: Error) => notify(error.message, { type: 'error' }),
      ),
    [notify],
  );
  useEffect(() => void load(), [load]);

  async function restore(entry: TrashEntry) {
    try {
      await fetchJson(`${API}/trash/${entry.id}/restore`, { method: 'POST', body: '{}' });
      notify('valve.history.trash.restored', { type: 'success' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Box sx={{ mt: 2 }} data-trash>
      <Title title="valve.history.trash.title" />
      <Card sx={{ p: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('valve.history.trash.hint')}
        </Typography>
        {entries !== null && entries.length === 0 ? (
          <Alert severity="info">{translate('valve.history.trash.empty')}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('valve.history.trash.kind')}</TableCell>
                  <TableCell>{translate('valve.history.trash.name')}</TableCell>
                  <TableCell>{translate('valve.history.trash.deleted')}</TableCell>
                  <TableCell>{translate('valve.history.trash.by')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(entries ?? []).map((entry) => (
                  <TableRow key={entry.id} data-trash-entry={`${entry.entity}:${entry.entity_id}`}>
                    <TableCell>
                      {translate(`valve.history.kinds.${entry.entity}`, { _: entry.entity })}
                    </TableCell>
                    <TableCell>
                      {nameOf(entry.data, locale)}{' '}
                      <Typography component="span" color="text.secondary">
                        #{entry.entity_id}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Moment at={entry.create_time} seconds />
                    </TableCell>
                    <TableCell>{entry.staff_name || entry.staff_email}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={<RestoreFromTrashIcon />}
                        onClick={() => void restore(entry)}
                      >
                        {translate('valve.history.trash.restore')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
    </Box>
  );
}

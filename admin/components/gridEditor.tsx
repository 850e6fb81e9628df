import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TableCell,
  TextField,
} from '@mui/material';
import { useState, type ClipboardEvent } from 'react';
import { useTranslate } from 'react-admin';

/** The parts the console's grid editors (flow tables, rating tables) share. */

/**
 * A paste into a grid editor: tab-separated text (rows copied from a spreadsheet) goes to `take`;
 * a single value is left to the cell it is pasted in.
 */
export function tablePasteHandler(take: (text: string) => void) {
  return (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (!text.includes('\t')) return;
    event.preventDefault();
    take(text);
  };
}

/** The grid editors' "paste a table" dialog: a text box for rows copied from a spreadsheet. */
export function PasteTableDialog({
  open,
  onClose,
  take,
  title,
  label,
  hint,
  add,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  /** Given the text when staff press `add`; the dialog then empties and closes. */
  take: (text: string) => void;
  title: string;
  label: string;
  hint: string;
  add: string;
  testId: string;
}) {
  const translate = useTranslate();
  const [pasted, setPasted] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={6}
          fullWidth
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          label={label}
          helperText={hint}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            take(pasted);
            setPasted('');
            onClose();
          }}
        >
          {add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A grid row's last cell: the button that removes the row. */
export function RemoveRowCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <TableCell sx={{ px: 0.5 }}>
      <IconButton aria-label={label} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
}

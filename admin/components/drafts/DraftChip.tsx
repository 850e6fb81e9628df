import EditNoteIcon from '@mui/icons-material/EditNote';
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { companyInput } from '../history/companyTime';
import type { DraftedRecord } from './draftData';

/** "Changes not published" on a list row whose record has a working draft (decision 96). */
export function DraftChip(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<DraftedRecord>();
  const translate = useTranslate();
  if (!record?.draft_time) return null;
  const time = companyInput(record.draft_time).replace('T', ' ');
  return (
    <Tooltip title={translate('valve.drafts.chip_hint', { time })}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<EditNoteIcon />}
        label={translate('valve.drafts.chip')}
        data-draft-chip
      />
    </Tooltip>
  );
}

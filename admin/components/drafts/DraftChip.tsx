import EditNoteIcon from '@mui/icons-material/EditNote';
import { Chip, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { companyMomentText } from '../Moment.js';
import type { DraftedRecord } from './draftData.js';

/** "Changes not published" on a list row whose record has a working draft. */
export function DraftChip(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<DraftedRecord>();
  const translate = useTranslate();
  // Narrower lists keep their width for the titles: the icon alone, its words in the tooltip.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [locale] = useLocaleState();
  if (!record?.draft_time) return null;
  const time = companyMomentText(record.draft_time, locale);
  return (
    <Tooltip title={`${translate('valve.drafts.chip')}: ${translate('valve.drafts.chip_hint', { time })}`}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<EditNoteIcon />}
        label={wide ? translate('valve.drafts.chip') : undefined}
        aria-label={translate('valve.drafts.chip')}
        sx={wide ? undefined : { '& .MuiChip-icon': { mx: 0.5 } }}
        data-draft-chip
      />
    </Tooltip>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { API } from '../http.js';

/**
 * "Export" → CSV or Excel of what the enquiry list shows now: its filter and order, headers in
 * the console's language. A plain download link: the session cookie goes along, the file streams.
 */
export function EnquiryExportMenu() {
  const { filterValues, sort, total } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const href = (format: 'csv' | 'xlsx') =>
    `${API}/enquiries/export?${new URLSearchParams({
      format,
      lang: locale === 'zh' ? 'zh' : 'en',
      filter: JSON.stringify(filterValues),
      sort: JSON.stringify([sort.field, sort.order]),
    }).toString()}`;
  return (
    <>
      <Button
        label="valve.promise.export"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={total === 0}
        aria-haspopup="menu"
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={href('csv')} download onClick={() => setAnchor(null)}>
          {translate('valve.promise.export_csv')}
        </MenuItem>
        <MenuItem component="a" href={href('xlsx')} download onClick={() => setAnchor(null)}>
          {translate('valve.promise.export_xlsx')}
        </MenuItem>
      </Menu>
    </>
  );
}

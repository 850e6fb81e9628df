import { Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';

type Row = Record<string, unknown>;

/** A bilingual column in the interface language, falling back to the other one. */
export function localized(record: Row | undefined, field: string, locale: string): string {
  if (!record) return '';
  const en = String(record[`en_${field}`] ?? '');
  const zh = String(record[field] ?? '');
  return locale === 'zh' ? zh || en : en || zh;
}

export function useLocalized() {
  const [locale] = useLocaleState();
  return (record: Row | undefined, field: string) => localized(record, field, locale);
}

/** Both versions of a title in a list: English first, Chinese below; "—" where one is missing. */
export function BilingualTextField({
  source,
}: {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}) {
  const record = useRecordContext<Row>();
  if (!record) return null;
  const en = String(record[`en_${source}`] ?? '');
  const zh = String(record[source] ?? '');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }} lang="en">
        {en || '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary" lang="zh-CN">
        {zh || '—'}
      </Typography>
    </Box>
  );
}

import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ENQUIRY_ITEM_KIND_LABELS, itemLabel, quoteRows, type EnquiryItemKind } from '#contract/quotation.js';
import type { EnquiryDetail } from '#contract/desk.js';

type About = Partial<Pick<EnquiryDetail, 'items' | 'quote' | 'country' | 'lang'>>;

/** Where an item shows on the public site, in the enquiry's language. */
function publicPath(kind: EnquiryItemKind, id: number, lang: string): string {
  const prefix = lang === 'zh' ? '/zh' : '/en';
  return kind === 'product' ? `${prefix}/prod_details?sonId=${id}` : `${prefix}/programDetail?id=${id}`;
}

/** A country code as its name in the console's language ("DE" → "Germany" / "德国"). */
function useCountryName() {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  return (code: string) => {
    try {
      return `${names.of(code) ?? code} (${code})`;
    } catch {
      // A code Intl does not know still says something.
      return code;
    }
  };
}

/**
 * The enquiry page's "About this enquiry": the items the visitor linked (snapshots as sent), the
 * quotation request and the country. Mounted in admin/resources/enquiries.tsx.
 */
export function EnquiryAbout() {
  const record = useRecordContext<About & { id: number }>();
  const translate = useTranslate();
  const countryName = useCountryName();
  const [locale] = useLocaleState();
  const lang = locale === 'zh' ? 'zh' : 'en';
  if (!record) return null;
  const items = record.items ?? [];
  const quote = record.quote;
  const t = (key: string) => translate(`valve.enquiry_about.${key}`);
  const rows = quoteRows(quote ?? null, lang);
  return (
    <Card data-testid="enquiry-about">
      <CardContent>
        <Typography variant="subtitle2" component="h2">
          {t('title')}
        </Typography>
        {items.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {items.map((item) => (
              <Chip
                key={`${item.kind}-${item.ref_id}`}
                variant="outlined"
                component={Link}
                href={publicPath(item.kind, item.ref_id, record.lang ?? 'en')}
                target="_blank"
                rel="noopener"
                clickable
                label={`${ENQUIRY_ITEM_KIND_LABELS[item.kind][lang]} · ${itemLabel(item)}`}
              />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('no_items')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t('country')}
            </Typography>
            <Typography variant="body2">{record.country ? countryName(record.country) : '—'}</Typography>
          </Box>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The inbox's "Product" column: the models (or titles) an enquiry is about. */
export function EnquiryItemsField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Partial<Pick<EnquiryDetail, 'items'>>>();
  const items = record?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {items.map((item) => item.model || item.title).join(', ')}
    </Typography>
  );
}

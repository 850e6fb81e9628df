import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import {
  sizingActuatorFacts,
  sizingFacts,
  sizingTableHead,
  sizingTableRows,
  sizingWarningLines,
} from '#sizing/engine/snapshotText.js';
import type { EnquiryDetail } from '#contract/desk.js';
import type { SizingSnapshot } from '#sizing/engine/snapshotText.js';

/**
 * The enquiry page's "Sizing": the sizing the visitor sent with the enquiry, as a table
 * of the cases (as typed, with the required coefficients and the chosen valve's travel), and its
 * data sheet made again from the stored state. Mounted in admin/resources/enquiries.tsx; a sizing
 * project's tags each show theirs with it (`sizing`, `title`: EnquirySizingProject.tsx).
 */
export function EnquirySizing({ sizing: given, title }: { sizing?: SizingSnapshot; title?: string } = {}) {
  const record = useRecordContext<Partial<Pick<EnquiryDetail, 'sizing'>> & { id: number }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'zh' ? 'zh' : 'en';
  const sizing = given ?? record?.sizing;
  if (!sizing) return null;
  const head = sizingTableHead(sizing, lang);
  const warnings = sizingWarningLines(sizing, lang);
  const actuator = sizingActuatorFacts(sizing, lang);
  const sheet = `/api/sizing/sheet?s=${sizing.state}&lang=${lang}${sizing.valve ? `&valve=${sizing.valve.key}` : ''}`;
  return (
    <Card data-testid="enquiry-sizing" variant={given ? 'outlined' : undefined}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
            {title ?? translate('valve.enquiry_sizing.title')}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            href={sheet}
            download
            data-testid="enquiry-sizing-sheet"
          >
            {translate('valve.enquiry_sizing.sheet')}
          </Button>
        </Box>
        <SizingFactList facts={sizingFacts(sizing, lang)} />
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('valve.enquiry_sizing.title')}>
            <TableHead>
              <TableRow>
                {head.map((h, i) => (
                  <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sizingTableRows(sizing, lang).map(([label, ...cells]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {label}
                  </TableCell>
                  {cells.map((c, i) => (
                    <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {/* What sales must see at a glance: cavitation, flashing, noise… per case. */}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate('valve.enquiry_sizing.warnings')}
        </Typography>
        {warnings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('valve.enquiry_sizing.no_warnings')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="enquiry-sizing-warnings">
            {warnings.map(([name, words]) => (
              <Typography component="li" variant="body2" key={name}>
                <strong>{name}</strong>
                {lang === 'zh' ? '：' : ': '}
                {words}
              </Typography>
            ))}
          </Box>
        )}
        {actuator.length > 0 && (
          <Box data-testid="enquiry-sizing-actuator">
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('valve.enquiry_sizing.actuator')}
            </Typography>
            <SizingFactList facts={actuator} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Label–value lines, the labels in a column of their own. */
function SizingFactList({ facts }: { facts: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
    >
      {facts.map(([label, value], i) => (
        <Box key={`${label}-${i}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

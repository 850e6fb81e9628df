import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { flowColumnName, flowTableIssueText, flowTableSchema } from '#sizing/engine/flowTable.js';
import {
  emptyFlowRow,
  FLOW_COLUMNS,
  flowRowText,
  flowRowValue,
  pastedFlowRows,
  type FlowColumn,
  type FlowRowText,
} from '#sizing/engine/flowTableText.js';
import { PasteTableDialog, RemoveRowCell, tablePasteHandler } from './gridEditor.js';

/** Cell widths (rem): numbers narrow, lists and materials wider. */
const WIDTH: Record<FlowColumn, number> = {
  dn: 5,
  nps: 5,
  Kv: 6,
  FL: 5,
  xT: 5,
  Fd: 5,
  characteristic: 12,
  rangeability: 5,
  seatDiameter: 6,
  asmeClasses: 10,
  pn: 9,
  materials: 12,
  xFz: 6,
};

type Lang = 'en' | 'zh';

/** The schema's refusals of a table, worded in the console's language, by "row.column" (or "table"). */
function problemsOf(rows: FlowRowText[], lang: Lang): Map<string, string> {
  const problems = new Map<string, string>();
  const checked = flowTableSchema.safeParse(rows.map(flowRowValue));
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const [row, column] = issue.path;
    const key = typeof row === 'number' ? `${row}.${String(column ?? '')}` : 'table';
    if (!problems.has(key)) problems.set(key, flowTableIssueText(issue, lang));
  }
  return problems;
}

/**
 * The product's flow table in the console: one row per size, every cell typed as text
 * and checked as it changes with the same schema and words as the staff API (a refusal names its
 * row and cell); rows added, removed, or pasted from a spreadsheet (tab-separated, with or
 * without a header row: into the grid, or through "Paste rows").
 */
export function FlowTableInput({ source }: { source: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'zh' ? 'zh' : 'en';
  const { field } = useInput({
    source,
    // Save waits until every cell passes; the cells say which and why.
    validate: (value: unknown) =>
      Array.isArray(value) && !flowTableSchema.safeParse(value).success
        ? translate('valve.flow_table.fix_cells')
        : undefined,
  });
  const { errors } = useFormState();
  const [rows, setRows] = useState<FlowRowText[]>(() =>
    Array.isArray(field.value) ? (field.value as Record<string, unknown>[]).map(flowRowText) : [],
  );
  const [pasting, setPasting] = useState(false);
  const problems = useMemo(() => problemsOf(rows, lang), [rows, lang]);

  const change = (next: FlowRowText[]) => {
    setRows(next);
    field.onChange(next.map(flowRowValue));
  };
  const setCell = (index: number, column: FlowColumn, text: string) =>
    change(rows.map((row, i) => (i === index ? { ...row, [column]: text } : row)));
  const append = (added: FlowRowText[]) => {
    // A last row left blank (just added) is filled by the paste rather than kept.
    const kept = rows.length && Object.values(rows.at(-1)!).every((v) => v === '') ? rows.slice(0, -1) : rows;
    change([...kept, ...added]);
  };
  const onPaste = tablePasteHandler((text) => append(pastedFlowRows(text)));
  /** A server refusal of a cell (react-admin puts the staff API's `errors` on the form). */
  const serverError = (index: number, column: FlowColumn): string | undefined => {
    const list = (errors as Record<string, unknown>)[source] as
      Record<number, Record<string, { message?: string }> | undefined> | undefined;
    const message = list?.[index]?.[column]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <Box data-testid="flow-table-editor" onPaste={onPaste}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => change([...rows, emptyFlowRow()])}>
          {translate('valve.flow_table.add_row')}
        </Button>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setPasting(true)}>
          {translate('valve.flow_table.paste')}
        </Button>
      </Box>
      {problems.size > 0 && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="flow-table-problems">
          {problems.get('table') ?? translate('valve.flow_table.problems', { smart_count: problems.size })}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert severity="info">{translate('valve.flow_table.empty')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('valve.flow_table.title')} sx={{ minWidth: 900 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 0.5 }}>#</TableCell>
                {FLOW_COLUMNS.map((c) => (
                  <TableCell key={c} sx={{ px: 0.5, minWidth: `${WIDTH[c]}rem`, whiteSpace: 'nowrap' }}>
                    {flowColumnName(c, lang)}
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index} data-row={index + 1}>
                  <TableCell sx={{ px: 0.5, color: 'text.secondary' }}>{index + 1}</TableCell>
                  {FLOW_COLUMNS.map((c) => {
                    const error = problems.get(`${index}.${c}`) ?? serverError(index, c);
                    return (
                      <TableCell key={c} sx={{ px: 0.5, verticalAlign: 'top' }}>
                        <TextField
                          value={row[c]}
                          onChange={(e) => setCell(index, c, e.target.value)}
                          size="small"
                          variant="outlined"
                          fullWidth
                          error={Boolean(error)}
                          helperText={error}
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${flowColumnName(c, lang)} ${index + 1}`,
                              'data-cell': `${index + 1}.${c}`,
                            },
                            formHelperText: { sx: { mx: 0, maxWidth: `${Math.max(WIDTH[c], 8)}rem` } },
                          }}
                          placeholder={c === 'characteristic' ? 'equal-percentage' : undefined}
                        />
                      </TableCell>
                    );
                  })}
                  <RemoveRowCell
                    label={translate('valve.flow_table.remove_row', { row: index + 1 })}
                    onRemove={() => change(rows.filter((_, i) => i !== index))}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <PasteTableDialog
        open={pasting}
        onClose={() => setPasting(false)}
        take={(text) => append(pastedFlowRows(text))}
        title={translate('valve.flow_table.paste')}
        label={translate('valve.flow_table.paste_label')}
        hint={translate('valve.flow_table.paste_hint', {
          columns: FLOW_COLUMNS.map((c) => flowColumnName(c, lang)).join(', '),
        })}
        add={translate('valve.flow_table.paste_add')}
        testId="flow-table-paste"
      />
    </Box>
  );
}

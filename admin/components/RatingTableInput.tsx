import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import {
  pastedRatingGrid,
  ratingGridText,
  ratingGridValue,
  ratingTableBody,
  ratingTableIssueText,
  type RatingGridText,
} from '#sizing/engine/ratingTable.js';
import { PasteTableDialog, RemoveRowCell, tablePasteHandler } from './gridEditor.js';

type Lang = 'en' | 'zh';

/** The table parts a refusal can be about, by "ratings.j", "rows.i.celsius", "rows.i.bar.j", "rows.i.bar". */
const TABLE_PARTS = /^(ratings|rows)(\.|$)/;

/** The schema's refusals of the grid (with the form's basis), worded, by the part they name. */
function problemsOf(grid: RatingGridText, basis: unknown, lang: Lang): Map<string, string> {
  const table = { material: '–', basis, ...ratingGridValue(grid) };
  const problems = new Map<string, string>();
  const checked = ratingTableBody.safeParse(table);
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const key = issue.path.map(String).join('.');
    if (TABLE_PARTS.test(key) && !problems.has(key))
      problems.set(key, ratingTableIssueText(issue, lang, table));
  }
  return problems;
}

const blankRow = (width: number) => ({ celsius: '', bar: Array.from({ length: width }, () => '') });

/**
 * A body material's rating table in the console: a grid of temperatures (rows) and classes or PN
 * ratings (columns), each cell typed as text and checked as it changes with the staff API's own
 * schema and words (a refusal names its row, temperature and column); rows and columns added and
 * removed, or the whole table pasted from a spreadsheet (tab-separated, the head row optional).
 */
export function RatingTableInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'zh' ? 'zh' : 'en';
  const basis = useWatch({ name: 'basis' }) as unknown;
  // Save waits until every cell passes; the cells say which and why.
  const invalid = (_value: unknown, all: Record<string, unknown>) =>
    problemsOf(ratingGridText(all), all.basis, lang).size > 0
      ? translate('valve.rating_table.fix_cells')
      : undefined;
  const ratings = useInput({ source: 'ratings', validate: invalid });
  const rows = useInput({ source: 'rows', validate: invalid });
  const { errors } = useFormState();
  const [grid, setGrid] = useState<RatingGridText>(() =>
    ratingGridText({ ratings: ratings.field.value, rows: rows.field.value }),
  );
  const [pasting, setPasting] = useState(false);
  const problems = useMemo(() => problemsOf(grid, basis, lang), [grid, basis, lang]);
  const width = grid.ratings.length;

  const change = (next: RatingGridText) => {
    setGrid(next);
    const value = ratingGridValue(next);
    ratings.field.onChange(value.ratings);
    rows.field.onChange(value.rows);
  };
  const setHead = (j: number, text: string) =>
    change({ ...grid, ratings: grid.ratings.map((r, k) => (k === j ? text : r)) });
  const setCelsius = (i: number, text: string) =>
    change({ ...grid, rows: grid.rows.map((row, k) => (k === i ? { ...row, celsius: text } : row)) });
  const setCell = (i: number, j: number, text: string) =>
    change({
      ...grid,
      rows: grid.rows.map((row, k) =>
        k === i ? { ...row, bar: row.bar.map((b, m) => (m === j ? text : b)) } : row,
      ),
    });
  const addColumn = () =>
    change({ ratings: [...grid.ratings, ''], rows: grid.rows.map((r) => ({ ...r, bar: [...r.bar, ''] })) });
  const removeColumn = (j: number) =>
    change({
      ratings: grid.ratings.filter((_, k) => k !== j),
      rows: grid.rows.map((r) => ({ ...r, bar: r.bar.filter((_, k) => k !== j) })),
    });
  /** A pasted table: its head replaces the columns' classes when it has one; its rows are added. */
  const take = (text: string) => {
    const read = pastedRatingGrid(text);
    if (!read) return;
    const head = read.ratings.some(Boolean) ? read.ratings : grid.ratings;
    const kept = grid.rows.filter((r) => r.celsius !== '' || r.bar.some(Boolean));
    const fit = (bar: string[]) => Array.from({ length: head.length }, (_, j) => bar[j] ?? '');
    change({ ratings: head, rows: [...kept, ...read.rows].map((r) => ({ ...r, bar: fit(r.bar) })) });
  };
  const onPaste = tablePasteHandler(take);
  /** A server refusal of a part (react-admin puts the staff API's `errors` on the form, nested by path). */
  const serverError = (key: string): string | undefined => {
    const found = key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors);
    const message = (found as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const error = (key: string) => problems.get(key) ?? serverError(key);
  const columnName = (j: number) =>
    grid.ratings[j] ? `${basis === 'pn' ? 'PN' : 'Class'} ${grid.ratings[j]}` : `${j + 1}`;
  const cell = (
    key: string,
    value: string,
    label: string,
    onChange: (text: string) => void,
    prefix?: string,
  ) => {
    const problem = error(key);
    return (
      <TextField
        value={value}
        onChange={(e) => onChange(e.target.value)}
        size="small"
        variant="outlined"
        error={Boolean(problem)}
        helperText={problem}
        // Never narrower: a phone scrolls the grid sideways rather than squeeze the class beside its delete button.
        sx={{ width: '8rem', flexShrink: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': label, 'data-cell': key, inputMode: 'decimal' },
          input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : {},
          formHelperText: { sx: { mx: 0 } },
        }}
      />
    );
  };

  const tableProblem = [...problems.keys()].find((k) => k === 'ratings' || k === 'rows');
  return (
    <Box data-testid="rating-table-editor" onPaste={onPaste} sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => change({ ...grid, rows: [...grid.rows, blankRow(width)] })}
        >
          {translate('valve.rating_table.add_row')}
        </Button>
        <Button startIcon={<AddIcon />} onClick={addColumn}>
          {translate(basis === 'pn' ? 'valve.rating_table.add_pn' : 'valve.rating_table.add_class')}
        </Button>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setPasting(true)}>
          {translate('valve.rating_table.paste')}
        </Button>
      </Box>
      {problems.size > 0 && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="rating-table-problems">
          {(tableProblem && problems.get(tableProblem)) ??
            translate('valve.rating_table.problems', { smart_count: problems.size })}
        </Alert>
      )}
      {width === 0 && grid.rows.length === 0 ? (
        <Alert severity="info">{translate('valve.rating_table.empty')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('valve.rating_table.title')} sx={{ width: 'auto' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 0.5, whiteSpace: 'nowrap' }}>
                  {translate('valve.rating_table.temperature')}
                </TableCell>
                {grid.ratings.map((rating, j) => (
                  <TableCell key={j} sx={{ px: 0.5, verticalAlign: 'top' }}>
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25 }}>
                      {cell(
                        `ratings.${j}`,
                        rating,
                        translate(
                          basis === 'pn' ? 'valve.rating_table.pn_of' : 'valve.rating_table.class_of',
                          {
                            column: j + 1,
                          },
                        ),
                        (text) => setHead(j, text),
                        basis === 'pn' ? 'PN' : 'Class',
                      )}
                      <IconButton
                        size="small"
                        aria-label={translate('valve.rating_table.remove_column', { column: columnName(j) })}
                        onClick={() => removeColumn(j)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {grid.rows.map((row, i) => (
                <TableRow key={i} data-row={i + 1}>
                  <TableCell sx={{ px: 0.5, verticalAlign: 'top' }}>
                    {cell(
                      `rows.${i}.celsius`,
                      row.celsius,
                      translate('valve.rating_table.temperature_of', { row: i + 1 }),
                      (text) => setCelsius(i, text),
                    )}
                    {error(`rows.${i}.bar`) && (
                      <Box sx={{ color: 'error.main', fontSize: 12, maxWidth: '10rem' }}>
                        {error(`rows.${i}.bar`)}
                      </Box>
                    )}
                  </TableCell>
                  {row.bar.map((bar, j) => (
                    <TableCell key={j} sx={{ px: 0.5, verticalAlign: 'top' }}>
                      {cell(
                        `rows.${i}.bar.${j}`,
                        bar,
                        translate('valve.rating_table.cell', {
                          row: row.celsius || i + 1,
                          column: columnName(j),
                        }),
                        (text) => setCell(i, j, text),
                      )}
                    </TableCell>
                  ))}
                  <RemoveRowCell
                    label={translate('valve.rating_table.remove_row', { row: i + 1 })}
                    onRemove={() => change({ ...grid, rows: grid.rows.filter((_, k) => k !== i) })}
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
        take={take}
        title={translate('valve.rating_table.paste')}
        label={translate('valve.rating_table.paste_label')}
        hint={translate('valve.rating_table.paste_hint')}
        add={translate('valve.rating_table.paste_add')}
        testId="rating-table-paste"
      />
    </Box>
  );
}

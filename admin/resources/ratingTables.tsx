import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Alert, useMediaQuery, type Theme } from '@mui/material';
import { RATING_NAME_MAX, RATING_SOURCE_MAX } from '#sizing/engine/ratingTable.js';
import { RATING_BASES, ratedTemperature, type RatingTable } from '#sizing/engine/ratings.js';
import { RecordCreate, RecordEdit } from '../components/ContentForm.js';
import { MomentField } from '../components/Moment.js';
import { RatingTableInput } from '../components/RatingTableInput.js';

/** "Class 150 – 2500" or "PN 16 – 40": the columns a table has. */
function columnsText(record: RaRecord): string {
  const ratings = (record.ratings ?? []) as number[];
  if (ratings.length === 0) return '–';
  const unit = record.basis === 'pn' ? 'PN' : 'Class';
  return ratings.length === 1 ? `${unit} ${ratings[0]}` : `${unit} ${ratings[0]} – ${ratings.at(-1)}`;
}

/** "−29 to 538 °C": the temperatures a table rates over. */
function temperaturesText(record: RaRecord): string {
  const range = ratedTemperature(record as unknown as RatingTable);
  return range ? `${range.min} … ${range.max} °C` : '–';
}

const basisChoices = RATING_BASES.map((id) => ({ id, name: `valve.rating_table.basis.${id}` }));

/** The rating tables of the body materials the flow tables name (editors and admins). */
export function RatingTableList() {
  const translate = useTranslate();
  // A phone gets one line per table (material, then its columns and temperatures): the grid's
  // seven columns would make the page scroll sideways.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const basisText = (r: RaRecord) => translate(`valve.rating_table.basis.${String(r.basis)}`);
  return (
    <List
      exporter={false}
      sort={{ field: 'material', order: 'ASC' }}
      perPage={50}
      filters={[<SelectInput key="basis" source="basis" choices={basisChoices} alwaysOn />]}
    >
      {phone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(r: RaRecord) => String(r.material)}
          secondaryText={(r: RaRecord) => `${columnsText(r)} · ${temperaturesText(r)}`}
          tertiaryText={basisText}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="material" />
          <FunctionField source="basis" render={basisText} />
          <FunctionField label="valve.rating_table.columns" render={columnsText} />
          <FunctionField label="valve.rating_table.temperatures" render={temperaturesText} />
          {wide && <TextField source="en_name" />}
          {wide && <TextField source="name" />}
          <MomentField source="update_time" dateOnly />
        </Datagrid>
      )}
    </List>
  );
}

function RatingTableFields() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('valve.rating_table.hint')}
      </Alert>
      <TextInput source="material" validate={required()} helperText="valve.rating_table.material_hint" />
      <SelectInput source="basis" choices={basisChoices} validate={required()} />
      <TextInput source="en_name" fullWidth slotProps={{ htmlInput: { maxLength: RATING_NAME_MAX } }} />
      <TextInput source="name" fullWidth slotProps={{ htmlInput: { maxLength: RATING_NAME_MAX } }} />
      <TextInput
        source="source"
        fullWidth
        multiline
        minRows={2}
        helperText="valve.rating_table.source_hint"
        slotProps={{ htmlInput: { maxLength: RATING_SOURCE_MAX } }}
      />
      <RatingTableInput />
    </>
  );
}

export function RatingTableEdit() {
  return (
    <RecordEdit>
      <RatingTableFields />
    </RecordEdit>
  );
}

export function RatingTableCreate() {
  return (
    <RecordCreate defaults={{ basis: 'class', ratings: [150, 300], rows: [] }}>
      <RatingTableFields />
    </RecordCreate>
  );
}

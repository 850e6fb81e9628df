import {
  ArrayInput,
  Datagrid,
  FormDataConsumer,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Alert, useMediaQuery, type Theme } from '@mui/material';
import {
  ACTUATOR_KINDS,
  FAIL_ACTIONS,
  MOTIONS,
  PACKING_TYPES,
  PLUG_BALANCES,
} from '#sizing/engine/actuator.js';
import { ACTUATOR_MODEL_MAX } from '#sizing/engine/actuatorCatalogue.js';
import { RecordCreate, RecordEdit } from '../components/ContentForm.js';
import { MomentField } from '../components/Moment.js';

const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `valve.actuator.${group}.${id}` }));
const kindChoices = choices(ACTUATOR_KINDS, 'kind');
const motionChoices = choices(MOTIONS, 'motion');
const failChoices = choices(FAIL_ACTIONS, 'fail');
const plugChoices = choices(PLUG_BALANCES, 'plug');
const packingChoices = choices(PACKING_TYPES, 'packing');

/** "0.4 – 1.2 bar", or "–" for a piston without spring. */
const springText = (r: RaRecord) =>
  Number(r.spring_high) > 0 ? `${r.spring_low} – ${r.spring_high} bar` : '–';

/** The actuator catalogue: one row per model and spring (editors and admins). */
export function ActuatorList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const word = (group: string, value: unknown) => translate(`valve.actuator.${group}.${String(value)}`);
  return (
    <List
      exporter={false}
      sort={{ field: 'model', order: 'ASC' }}
      perPage={50}
      filters={[
        <TextInput key="q" source="q" alwaysOn />,
        <SelectInput key="motion" source="motion" choices={motionChoices} alwaysOn />,
        <SelectInput key="fail_action" source="fail_action" choices={failChoices} alwaysOn />,
      ]}
    >
      {phone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(r: RaRecord) => String(r.model)}
          secondaryText={(r: RaRecord) => `${r.area} cm² · ${springText(r)} · ${word('fail', r.fail_action)}`}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="model" />
          <FunctionField source="kind" render={(r: RaRecord) => word('kind', r.kind)} />
          <FunctionField source="motion" render={(r: RaRecord) => word('motion', r.motion)} />
          <FunctionField source="fail_action" render={(r: RaRecord) => word('fail', r.fail_action)} />
          <NumberField source="area" />
          <FunctionField label="valve.actuator.spring_range" render={springText} />
          <NumberField source="stroke" />
          <NumberField source="max_supply" />
          <MomentField source="update_time" dateOnly />
        </Datagrid>
      )}
    </List>
  );
}

function ActuatorFields() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('valve.actuator.hint')}
      </Alert>
      <TextInput
        source="model"
        validate={required()}
        slotProps={{ htmlInput: { maxLength: ACTUATOR_MODEL_MAX } }}
      />
      <SelectInput source="kind" choices={kindChoices} validate={required()} />
      <SelectInput source="motion" choices={motionChoices} validate={required()} />
      <SelectInput source="fail_action" choices={failChoices} validate={required()} />
      <NumberInput source="area" validate={required()} />
      <NumberInput source="spring_low" validate={required()} />
      <NumberInput source="spring_high" validate={required()} helperText="valve.actuator.spring_hint" />
      <NumberInput source="stroke" validate={required()} />
      <NumberInput source="max_supply" validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.motion === 'rotary' ? (
            <NumberInput source="lever_arm" validate={required()} helperText="valve.actuator.lever_hint" />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}

export function ActuatorEdit() {
  return (
    <RecordEdit>
      <ActuatorFields />
    </RecordEdit>
  );
}

export function ActuatorCreate() {
  return (
    <RecordCreate defaults={{ kind: 'diaphragm', motion: 'linear', fail_action: 'close', max_supply: 4 }}>
      <ActuatorFields />
    </RecordCreate>
  );
}

/** Each control valve's actuation data (editors and admins). */
export function ValveActuationList() {
  const translate = useTranslate();
  return (
    <List exporter={false} sort={{ field: 'product_id', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="product_id" reference="products" link={false}>
          <TextField source="no" />
        </ReferenceField>
        <FunctionField
          source="motion"
          render={(r: RaRecord) => translate(`valve.actuator.motion.${r.motion}`)}
        />
        <FunctionField source="plug" render={(r: RaRecord) => translate(`valve.actuator.plug.${r.plug}`)} />
        <FunctionField
          source="packing"
          render={(r: RaRecord) => translate(`valve.actuator.packing.${r.packing}`)}
        />
        <FunctionField
          label="valve.actuator.sizes"
          render={(r: RaRecord) => {
            const sizes = (r.sizes ?? []) as { dn: number }[];
            return sizes.length ? `DN ${sizes[0]!.dn} – ${sizes.at(-1)!.dn}` : '–';
          }}
        />
        <MomentField source="update_time" dateOnly />
      </Datagrid>
    </List>
  );
}

function ValveActuationFields() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('valve.actuator.valve_hint')}
      </Alert>
      <ReferenceInput
        source="product_id"
        reference="products"
        perPage={200}
        sort={{ field: 'no', order: 'ASC' }}
      >
        <SelectInput optionText="no" validate={required()} />
      </ReferenceInput>
      <SelectInput source="motion" choices={motionChoices} validate={required()} />
      <SelectInput source="plug" choices={plugChoices} validate={required()} />
      <SelectInput source="packing" choices={packingChoices} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => {
          const rotary = formData.motion === 'rotary';
          return (
            <ArrayInput source="sizes" label="valve.actuator.sizes">
              <SimpleFormIterator inline disableReordering>
                <NumberInput source="dn" label="DN" sx={{ width: 90 }} />
                <NumberInput
                  source="stemDiameter"
                  label="valve.actuator.row.stemDiameter"
                  sx={{ width: 150 }}
                />
                {!rotary && (
                  <NumberInput
                    source="portDiameter"
                    label="valve.actuator.row.portDiameter"
                    sx={{ width: 150 }}
                  />
                )}
                {!rotary && (
                  <NumberInput source="travel" label="valve.actuator.row.travel" sx={{ width: 120 }} />
                )}
                {!rotary && formData.plug === 'balanced' && (
                  <NumberInput
                    source="sealFriction"
                    label="valve.actuator.row.sealFriction"
                    sx={{ width: 170 }}
                  />
                )}
                {rotary && (
                  <NumberInput source="breakoutA" label="valve.actuator.row.breakoutA" sx={{ width: 170 }} />
                )}
                {rotary && (
                  <NumberInput source="breakoutB" label="valve.actuator.row.breakoutB" sx={{ width: 150 }} />
                )}
                {rotary && (
                  <NumberInput source="dynamicC" label="valve.actuator.row.dynamicC" sx={{ width: 170 }} />
                )}
              </SimpleFormIterator>
            </ArrayInput>
          );
        }}
      </FormDataConsumer>
    </>
  );
}

export function ValveActuationEdit() {
  return (
    <RecordEdit>
      <ValveActuationFields />
    </RecordEdit>
  );
}

export function ValveActuationCreate() {
  return (
    <RecordCreate defaults={{ motion: 'linear', plug: 'unbalanced', packing: 'ptfe', sizes: [] }}>
      <ValveActuationFields />
    </RecordCreate>
  );
}

import {
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useLocaleState,
  type RaRecord,
} from 'react-admin';
import { RecordEdit, RecordCreate } from '../components/ContentForm';
import { BilingualInputs, pairsOf } from '../components/Bilingual';
import { BILINGUAL } from '../../contract/bilingual';
import { FormSection, InputRow } from '../components/FormSection';
import { useNameOption } from '../components/inputs';
import { BilingualTextField, localized } from '../components/text';

/** Tags of list categories: FAQ topics and industries (the type_id filter of the public lists). */
function CategorySelect() {
  const name = useNameOption();
  return <SelectInput optionText={name} />;
}

const filters = [
  <ReferenceInput
    key="cate_id"
    source="cate_id"
    reference="categories"
    filter={{ kind: 'list' }}
    alwaysOn
    perPage={200}
  >
    <CategorySelect />
  </ReferenceInput>,
];

export function TagList() {
  const [locale] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <BilingualTextField source="name" label="valve.column.name" />
        <ReferenceField source="cate_id" reference="categories" link={false}>
          <FunctionField render={(r: RaRecord) => localized(r, 'cate_name', locale)} />
        </ReferenceField>
        <TextField source="sort" />
      </Datagrid>
    </List>
  );
}

function TagFields() {
  return (
    <>
      <FormSection title="valve.form.settings">
        <InputRow>
          <ReferenceInput source="cate_id" reference="categories" filter={{ kind: 'list' }} perPage={200}>
            <CategorySelect />
          </ReferenceInput>
          <NumberInput source="sort" />
        </InputRow>
      </FormSection>
      <FormSection title="valve.form.texts">
        <BilingualInputs fields={pairsOf(BILINGUAL.tag)} />
      </FormSection>
    </>
  );
}

export function TagEdit() {
  return (
    <RecordEdit>
      <TagFields />
    </RecordEdit>
  );
}

export function TagCreate() {
  return (
    <RecordCreate defaults={{ sort: 0 }}>
      <TagFields />
    </RecordCreate>
  );
}

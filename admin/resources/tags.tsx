import {
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  TextField,
  useLocaleState,
  type RaRecord,
} from 'react-admin';
import { RecordEdit, RecordCreate } from '../components/ContentForm.js';
import { pairsOf, TextsSection } from '../components/Bilingual.js';
import { BILINGUAL } from '#contract/bilingual.js';
import { SettingsSection } from '../components/FormSection.js';
import { CategoryInput, NameSelect } from '../components/inputs.js';
import { BilingualTextField, localized } from '../components/text.js';

/** Tags of list categories: FAQ topics and industries (the type_id filter of the public lists). */
const filters = [
  <ReferenceInput
    key="cate_id"
    source="cate_id"
    reference="categories"
    filter={{ kind: 'list' }}
    alwaysOn
    perPage={200}
  >
    <NameSelect />
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
      <SettingsSection>
        <CategoryInput filter={{ kind: 'list' }} />
        <NumberInput source="sort" />
      </SettingsSection>
      <TextsSection fields={pairsOf(BILINGUAL.tag)} />
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

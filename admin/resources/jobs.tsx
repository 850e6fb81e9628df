import { Datagrid, DateInput, List, NumberInput, NumberField, SelectInput, TextInput } from 'react-admin';
import { EMPLOYMENT_TYPES } from '#contract/jobs.js';
import { ContentEdit, RecordCreate } from '../components/ContentForm.js';
import { pairsOf, TextsSection } from '../components/Bilingual.js';
import { BILINGUAL } from '#contract/bilingual.js';
import { SettingsSection } from '../components/FormSection.js';
import { ShareSection } from '../components/ShareSection.js';
import {
  contentListFilters,
  contentStatusColumns,
  PreviewButton,
  PublishBulkButtons,
} from '../components/fields.js';
import { SortAndStatusInputs } from '../components/inputs.js';
import { BilingualTextField } from '../components/text.js';

const filters = contentListFilters();

export function JobList() {
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishBulkButtons />}>
        <BilingualTextField source="name" label="valve.column.name" />
        <BilingualTextField source="place" label="valve.column.place" sortable={false} />
        <NumberField source="peoplenum" sortable={false} />
        {contentStatusColumns('jobs')}
        <PreviewButton />
      </Datagrid>
    </List>
  );
}

const TEXTS = pairsOf(BILINGUAL.job);
/** schema.org's contract kinds, named as they are (the console's staff know them from job boards). */
const EMPLOYMENT_CHOICES = EMPLOYMENT_TYPES.map((type) => ({
  id: type,
  name: type.replace('_', ' ').toLowerCase(),
}));

function JobFields() {
  return (
    <>
      <SettingsSection>
        <NumberInput source="peoplenum" min={0} />
        <SortAndStatusInputs />
        {/* What the job's posting needs (its page's JobPosting): the last day, the contract, the address. */}
        <DateInput source="valid_through" />
        <SelectInput source="employment_type" choices={EMPLOYMENT_CHOICES} />
        <TextInput source="postal_code" />
        <TextInput source="country" />
      </SettingsSection>
      <TextsSection fields={TEXTS} />
      <ShareSection />
    </>
  );
}

export function JobEdit() {
  return (
    // A published job's edits are a working draft, as an item's or a product's.
    <ContentEdit>
      <JobFields />
    </ContentEdit>
  );
}

export function JobCreate() {
  return (
    <RecordCreate
      defaults={{ status: 1, sort: 0, peoplenum: 1, employment_type: 'FULL_TIME', country: 'CN' }}
    >
      <JobFields />
    </RecordCreate>
  );
}

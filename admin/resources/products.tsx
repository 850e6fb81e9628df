import { Avatar, Box, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { BilingualInputs, pairsOf, TextsSection } from '../components/Bilingual.js';
import { BILINGUAL } from '#contract/bilingual.js';
import { ContentEdit, ProductPicker, RecordCreate } from '../components/ContentForm.js';
import { FlowTableInput } from '../components/FlowTableInput.js';
import { FormSection, SettingsSection } from '../components/FormSection.js';
import { ShareSection } from '../components/ShareSection.js';
import {
  contentListFilters,
  contentStatusColumns,
  PreviewButton,
  PublishBulkButtons,
} from '../components/fields.js';
import { CategoryInput, NameSelect, SortAndStatusInputs } from '../components/inputs.js';
import { BilingualTextField, localized } from '../components/text.js';
import { IMAGE_ACCEPT, UploadInput, UploadListInput } from '../components/UploadInput.js';
import { uploadUrl } from '../http.js';

const filters = contentListFilters(
  <ReferenceInput
    key="cate_id"
    source="cate_id"
    reference="categories"
    filter={{ kind: 'product' }}
    perPage={200}
  >
    <NameSelect />
  </ReferenceInput>,
);

/** The first picture of a product as a small thumbnail. */
function Thumbnail(_props: { label?: string }) {
  const record = useRecordContext<{ images?: string[]; image_urls?: string[] }>();
  const url = record?.image_urls?.[0] ?? uploadUrl(record?.images?.[0] ?? '');
  return <Avatar variant="rounded" src={url || undefined} alt="" sx={{ width: 48, height: 48 }} />;
}

export function ProductList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [locale] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishBulkButtons />}>
        <Thumbnail label="resources.products.fields.images" />
        <TextField source="no" />
        <BilingualTextField source="title" label="valve.column.title" />
        {wide && (
          <ReferenceField source="cate_id" reference="categories" link={false}>
            <FunctionField render={(r: RaRecord) => localized(r, 'cate_name', locale)} />
          </ReferenceField>
        )}
        {contentStatusColumns('products')}
        <PreviewButton />
      </Datagrid>
    </List>
  );
}

/** The specification table: one row per specification, name and value in both languages. */
/** A specification row's inputs: English first, as the pairs of the texts above. */
const SPEC_COLUMNS = [
  ['en_name', 220],
  ['en_value', 220],
  ['name', 200],
  ['value', 200],
] as const;

function SpecsInput() {
  return (
    <ArrayInput source="specs" label={false}>
      <SimpleFormIterator inline disableClear>
        {SPEC_COLUMNS.map(([source, width]) => (
          <TextInput
            key={source}
            source={source}
            label={`resources.products.fields.${source}`}
            helperText={false}
            sx={{ width: { xs: '45%', md: width } }}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function FilesInput() {
  return (
    <ArrayInput source="files" label={false}>
      <SimpleFormIterator disableClear fullWidth>
        <UploadInput source="path" />
        <Box sx={{ width: '100%' }}>
          <BilingualInputs fields={pairsOf(BILINGUAL.productFile)} />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ProductFields() {
  return (
    <>
      <SettingsSection>
        <CategoryInput filter={{ kind: 'product' }} />
        <TextInput source="no" />
        <SortAndStatusInputs />
      </SettingsSection>
      <TextsSection fields={pairsOf(BILINGUAL.product)} />
      <FormSection title="valve.form.media">
        <UploadListInput source="images" accept={IMAGE_ACCEPT} />
      </FormSection>
      <FormSection title="resources.products.fields.specs" hint="valve.form.specs_hint">
        <SpecsInput />
      </FormSection>
      <FormSection title="valve.flow_table.title" hint="valve.flow_table.hint">
        <FlowTableInput source="flow_sizes" />
      </FormSection>
      <FormSection title="valve.form.product_files">
        <FilesInput />
      </FormSection>
      <ShareSection />
      <FormSection title="valve.form.links">
        <ProductPicker source="actuator_ids" />
        <ProductPicker source="modified_valve_ids" />
      </FormSection>
    </>
  );
}

export function ProductEdit() {
  return (
    <ContentEdit>
      <ProductFields />
    </ContentEdit>
  );
}

export function ProductCreate() {
  return (
    <RecordCreate defaults={{ status: 1, sort: 0, images: [], specs: [], files: [] }} redirect="edit">
      <ProductFields />
    </RecordCreate>
  );
}

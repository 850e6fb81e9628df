import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { CATE, CATEGORY_KINDS } from '#contract/constants.js';
import { pairsOf, TextsSection } from '../components/Bilingual.js';
import { BILINGUAL } from '#contract/bilingual.js';
import { ContentEdit, ItemPicker, ProductPicker, RecordCreate } from '../components/ContentForm.js';
import { FormSection, InputRow } from '../components/FormSection.js';
import {
  contentListFilters,
  contentStatusColumns,
  PreviewButton,
  PublishBulkButtons,
} from '../components/fields.js';
import { FlagInput, NameSelect, SortAndStatusInputs } from '../components/inputs.js';
import { BilingualTextField, localized } from '../components/text.js';
import { IMAGE_ACCEPT, UploadInput, UploadListInput } from '../components/UploadInput.js';
import { CATEGORY_SECTIONS } from '../sections.js';

const KINDS = CATEGORY_KINDS.map((id) => ({ id, name: `valve.kinds.${id}` }));

const filters = contentListFilters(
  <SelectInput key="kind" source="kind" choices={KINDS} />,
  <ReferenceInput key="parent_id" source="parent_id" reference="categories" perPage={500}>
    <NameSelect emptyValue={0} />
  </ReferenceInput>,
);

/** The title of the list: the section ("Pages", "Application areas") when one is filtered. */
function useSectionTitle(): string | undefined {
  const { search } = useLocation();
  const translate = useTranslate();
  const filter = new URLSearchParams(search).get('filter');
  const section = CATEGORY_SECTIONS.find((s) => JSON.stringify(s.filter) === filter);
  return section ? translate(`valve.sections.${section.key}`) : undefined;
}

export function CategoryList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [locale] = useLocaleState();
  const title = useSectionTitle();
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }} perPage={50} title={title}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishBulkButtons />}>
        <TextField source="id" />
        <BilingualTextField source="cate_name" label="valve.column.name" />
        {wide && (
          <ReferenceField source="parent_id" reference="categories" link={false} emptyText="—">
            <FunctionField render={(r: RaRecord) => localized(r, 'cate_name', locale)} />
          </ReferenceField>
        )}
        <SelectField source="kind" choices={KINDS} />
        {contentStatusColumns('categories')}
        <PreviewButton />
      </Datagrid>
    </List>
  );
}

function CategoryFields() {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  const id = useWatch({ name: 'id' }) as number | undefined;
  const isAnnouncement = id === CATE.announcement;
  return (
    <>
      <FormSection title="valve.form.settings">
        <InputRow>
          <ReferenceInput source="parent_id" reference="categories" perPage={500}>
            <NameSelect emptyValue={0} />
          </ReferenceInput>
          <SelectInput source="kind" choices={KINDS} />
          <SortAndStatusInputs />
        </InputRow>
        {(isAnnouncement || kind === 'page') && (
          <InputRow>
            <TextInput source="url" />
            <FlagInput source="is_blank" />
          </InputRow>
        )}
      </FormSection>
      <TextsSection
        fields={pairsOf(BILINGUAL.category).filter((f) => f.name !== 'summary2' || kind === 'application')}
      />
      <FormSection title="valve.form.media">
        <UploadInput source="image" accept={IMAGE_ACCEPT} />
        <UploadInput source="ico_image" accept={IMAGE_ACCEPT} />
        <UploadListInput source="images" accept={IMAGE_ACCEPT} csv />
      </FormSection>
      {kind === 'application' && (
        <FormSection title="valve.form.links" hint="valve.form.area_hint">
          <ProductPicker source="area_product_ids" />
          <ItemPicker source="area_industry_ids" cateIds={[CATE.industries]} />
          <ItemPicker source="area_solution_ids" cateIds={[CATE.solutions, CATE.productApplications]} />
        </FormSection>
      )}
    </>
  );
}

export function CategoryEdit() {
  return (
    <ContentEdit>
      <CategoryFields />
    </ContentEdit>
  );
}

export function CategoryCreate() {
  return (
    <RecordCreate defaults={{ parent_id: 0, kind: 'list', status: 1, sort: 0, is_blank: 0 }} redirect="edit">
      <CategoryFields />
    </RecordCreate>
  );
}

import { useMediaQuery, type Theme } from '@mui/material';
import { MomentField } from '../components/Moment.js';
import {
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  FunctionField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { CATE } from '#contract/constants.js';
import { BilingualInputs, pairsOf, TextsSection } from '../components/Bilingual.js';
import { BILINGUAL, ITEM_FACTS } from '#contract/bilingual.js';
import { ContentEdit, ItemPicker, RecordCreate } from '../components/ContentForm.js';
import { FormSection, InputRow, SettingsSection } from '../components/FormSection.js';
import {
  MsDateTimeInput,
  contentListFilters,
  contentStatusColumns,
  PreviewButton,
  PublishBulkButtons,
} from '../components/fields.js';
import {
  CategoryInput,
  FlagInput,
  NameSelect,
  SortAndStatusInputs,
  useNameOption,
} from '../components/inputs.js';
import { ShareSection } from '../components/ShareSection.js';
import { BilingualTextField } from '../components/text.js';
import { IMAGE_ACCEPT, UploadInput, UploadListInput, VIDEO_ACCEPT } from '../components/UploadInput.js';
import { ITEM_SECTIONS, sectionByKey, sectionOfCategory, type ItemSection } from '../sections.js';

const ALL_ITEM_CATEGORIES = ITEM_SECTIONS.flatMap((s) => s.cateIds);

function CategoryName(_props: { source?: string; label?: string; sortable?: boolean }) {
  const name = useNameOption();
  return (
    <ReferenceField source="cate_id" reference="categories" link={false}>
      <FunctionField render={(record: Record<string, unknown>) => name(record)} />
    </ReferenceField>
  );
}

function ItemGrid() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <Datagrid rowClick="edit" bulkActionButtons={<PublishBulkButtons />}>
      <BilingualTextField source="title" label="valve.column.title" sortBy="en_title" />
      {wide && <CategoryName source="cate_id" label="resources.items.fields.cate_id" sortable={false} />}
      {contentStatusColumns('items')}
      {wide && <MomentField source="publish_time" dateOnly />}
      <PreviewButton />
    </Datagrid>
  );
}

const itemFilters = (cateIds: number[]) =>
  contentListFilters(
    <SelectInput
      key="status"
      source="status"
      choices={[
        { id: 1, name: 'valve.status.published' },
        { id: 0, name: 'valve.status.draft' },
      ]}
    />,
    <ReferenceInput key="cate_id" source="cate_id" reference="categories" filter={{ id: cateIds }}>
      <NameSelect />
    </ReferenceInput>,
  );

/** Every content item, whatever its kind (reached from the dashboard's language counters). */
export function ItemList() {
  return (
    <List
      resource="items"
      sort={{ field: 'publish_time', order: 'DESC' }}
      filters={itemFilters(ALL_ITEM_CATEGORIES)}
      filterDefaultValues={{}}
    >
      <ItemGrid />
    </List>
  );
}

function SectionActions({ section }: { section: ItemSection }) {
  return (
    <TopToolbar>
      <CreateButton
        resource="items"
        to={{
          pathname: '/items/create',
          search: `?${new URLSearchParams({ source: JSON.stringify({ cate_id: section.cateIds[0] }) })}`,
        }}
      />
      <ExportButton />
    </TopToolbar>
  );
}

/** /content/news, /content/faq…: the items list of one section, as staff look for it in the menu. */
export function SectionList() {
  const { section: key } = useParams();
  const section = sectionByKey(key);
  const translate = useTranslate();
  if (!section) return null;
  return (
    <List
      key={section.key}
      resource="items"
      storeKey={`items.${section.key}`}
      title={translate(`valve.sections.${section.key}`)}
      filter={{ cate_ids: section.cateIds }}
      filters={itemFilters(section.cateIds)}
      sort={{ field: 'publish_time', order: 'DESC' }}
      actions={<SectionActions section={section} />}
    >
      <ItemGrid />
    </List>
  );
}

const TEXTS = pairsOf(BILINGUAL.item, ['title', 'summary', 'content']);
const FACTS = pairsOf(BILINGUAL.item, ITEM_FACTS);

/** The fields of an item, by the kind its category says (cases have facts, manuals a file…). */
function ItemFields() {
  const cateId = useWatch({ name: 'cate_id' }) as number | undefined;
  const section = sectionOfCategory(cateId);
  const has = (feature: string) => section?.features.includes(feature as never) ?? false;
  const isFaq = cateId === CATE.faq;
  return (
    <>
      <SettingsSection>
        <CategoryInput filter={{ id: section?.cateIds ?? ALL_ITEM_CATEGORIES }} perPage={100} />
        {has('tag') && cateId !== undefined && (
          <ReferenceInput source="type_id" reference="tags" filter={{ cate_id: cateId }} perPage={200}>
            <NameSelect field="name" emptyValue={0} />
          </ReferenceInput>
        )}
        <MsDateTimeInput source="publish_time" />
        <SortAndStatusInputs />
      </SettingsSection>
      <TextsSection
        fields={[
          ...TEXTS.slice(0, isFaq ? 1 : 2),
          ...(has('summary2') ? pairsOf(BILINGUAL.item, ['summary2']) : []),
          ...TEXTS.slice(2),
        ]}
      />
      {has('facts') && (
        <FormSection title="valve.form.facts">
          <BilingualInputs fields={FACTS} />
        </FormSection>
      )}
      {/* An FAQ answer is text only. */}
      {!isFaq && (
        <FormSection title="valve.form.media">
          <UploadInput source="image" accept={IMAGE_ACCEPT} />
          {has('gallery') && <UploadListInput source="images" accept={IMAGE_ACCEPT} csv />}
          {has('file') && (
            <>
              <UploadInput source="files" accept={`application/pdf,${VIDEO_ACCEPT}`} />
              <BilingualInputs fields={[{ name: 'files_name' }]} />
            </>
          )}
          {has('download') && (
            <>
              <UploadInput source="download" />
              <BilingualInputs fields={[{ name: 'download_name' }]} />
            </>
          )}
        </FormSection>
      )}
      {has('page') && <ShareSection />}
      {(has('related') || has('link')) && (
        <FormSection title="valve.form.links">
          {has('related') && (
            <ItemPicker source="related_ids" cateIds={[CATE.productCases, CATE.maintenanceCases]} />
          )}
          {has('link') && (
            <InputRow>
              <TextInput source="url" />
              <FlagInput source="is_blank" />
            </InputRow>
          )}
        </FormSection>
      )}
    </>
  );
}

/** Back to the section's list after saving, so staff stay where they were working. */
const redirectToSection = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) => {
  const section = sectionOfCategory(data?.cate_id);
  return section ? `content/${section.key}` : 'items';
};

export function ItemEdit() {
  return (
    <ContentEdit redirect={redirectToSection}>
      <ItemFields />
    </ContentEdit>
  );
}

export function ItemCreate() {
  return (
    <RecordCreate
      defaults={{ status: 1, sort: 0, type_id: 0, publish_time: Date.now() }}
      redirect={redirectToSection}
      transform={(data: Partial<RaRecord>) => ({ ...data, publish_time: data.publish_time || Date.now() })}
    >
      <ItemFields />
    </RecordCreate>
  );
}

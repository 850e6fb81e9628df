import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  Create,
  Edit,
  ReferenceArrayInput,
  SimpleForm,
  TopToolbar,
  useEditContext,
  useLocaleState,
  type CreateProps,
  type EditProps,
  type RaRecord,
} from 'react-admin';
import { LinearProgress } from '@mui/material';
import { readyToEdit, type DraftedRecord } from './drafts/draftData.js';
import { EditToolbar } from './drafts/DraftToolbar.js';
import { HistoryButton } from './history/HistoryButton.js';
import { ScheduleButton } from './history/ScheduleButton.js';
import { localized } from './text.js';

/** Above an edit form: Schedule for publishable records, History for those that keep versions. */
export function EditActions() {
  const { record, resource } = useEditContext();
  return (
    <TopToolbar>
      <ScheduleButton resource={resource ?? ''} id={record?.id} />
      <HistoryButton resource={resource ?? ''} id={record?.id} />
    </TopToolbar>
  );
}

/**
 * The edit page of a piece of public content: saved only when the server has it (so the preview
 * shows the change), with Save, Preview and Delete (a published record: a working draft,
 * autosaved, and Publish changes), and a warning before unsaved changes go.
 */
export function ContentEdit({
  children,
  redirect = false,
}: {
  children: ReactNode;
  redirect?: EditProps['redirect'];
}) {
  return (
    <Edit mutationMode="pessimistic" redirect={redirect} actions={<EditActions />}>
      <WithDraft>
        <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
          {children}
        </SimpleForm>
      </WithDraft>
    </Edit>
  );
}

/**
 * The form once its record is the console's own read, with the draft over it; until then (the
 * list's copy of the row is in the cache) a bar: the form's first values are the draft's.
 */
function WithDraft({ children }: { children: ReactNode }) {
  const { record, resource } = useEditContext<DraftedRecord>();
  return readyToEdit(resource ?? '', record) ? children : <LinearProgress sx={{ m: 2 }} data-draft-loading />;
}

/** The edit page of a record that is not public content: saved when the server has it. */
export function RecordEdit({ children }: { children: ReactNode }) {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />}>
      <SimpleForm>{children}</SimpleForm>
    </Edit>
  );
}

/** The create page of a record: its form with the values a new one starts with. */
export function RecordCreate({
  children,
  defaults,
  redirect = 'list',
  transform,
}: {
  children: ReactNode;
  defaults: Record<string, unknown>;
  redirect?: CreateProps['redirect'];
  transform?: CreateProps['transform'];
}) {
  return (
    <Create redirect={redirect} transform={transform}>
      <SimpleForm defaultValues={defaults}>{children}</SimpleForm>
    </Create>
  );
}

/** An ordered choice of products (associated actuators, an application area's products). */
export function ProductPicker({ source }: { source: string }) {
  const [locale] = useLocaleState();
  return (
    <ReferenceArrayInput source={source} reference="products" perPage={500}>
      <AutocompleteArrayInput
        optionText={(r: RaRecord) => `${String(r.no ?? '')} ${localized(r, 'title', locale)}`.trim()}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** An ordered choice of content items of some categories (related cases, an area's solutions). */
export function ItemPicker({ source, cateIds }: { source: string; cateIds: number[] }) {
  const [locale] = useLocaleState();
  return (
    <ReferenceArrayInput source={source} reference="items" filter={{ cate_ids: cateIds }} perPage={500}>
      <AutocompleteArrayInput optionText={(r: RaRecord) => localized(r, 'title', locale)} fullWidth />
    </ReferenceArrayInput>
  );
}

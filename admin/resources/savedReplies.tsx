import { Chip, Stack } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  List,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DESK_TEXT_MAX } from '#contract/enquiry.js';
import { SAVED_REPLY_FIELDS, SAVED_REPLY_TITLE_MAX } from '#contract/savedReplies.js';
import type { SavedReplyRecord } from '#contract/savedReplies.js';
import { MomentField } from '../components/Moment.js';

/** Which languages a saved reply has text in. */
function LanguageChips(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<SavedReplyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {(['en', 'zh'] as const)
        .filter((lang) => record[`body_${lang}`].trim())
        .map((lang) => (
          <Chip key={lang} size="small" variant="outlined" label={translate(`valve.lang.${lang}`)} />
        ))}
    </Stack>
  );
}

/** The desk's saved replies (admin and support). */
export function SavedReplyList() {
  return (
    <List exporter={false} sort={{ field: 'title', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <LanguageChips label="valve.saved_replies.languages" sortable={false} />
        <MomentField source="update_time" dateOnly />
      </Datagrid>
    </List>
  );
}

function SavedReplyFields() {
  const translate = useTranslate();
  const fields = SAVED_REPLY_FIELDS.map((f) => `{${f}}`).join(' ');
  const hint = translate('valve.saved_replies.fields_hint', { fields });
  const body = (lang: 'en' | 'zh') => (
    <TextInput
      source={`body_${lang}`}
      multiline
      minRows={6}
      fullWidth
      helperText={hint}
      slotProps={{ htmlInput: { maxLength: DESK_TEXT_MAX.staffReply } }}
    />
  );
  return (
    <>
      <TextInput
        source="title"
        validate={required()}
        fullWidth
        helperText="valve.saved_replies.title_hint"
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_TITLE_MAX } }}
      />
      {body('en')}
      {body('zh')}
    </>
  );
}

export function SavedReplyCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <SavedReplyFields />
      </SimpleForm>
    </Create>
  );
}

export function SavedReplyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <SavedReplyFields />
      </SimpleForm>
    </Edit>
  );
}

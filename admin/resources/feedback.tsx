import { Chip } from '@mui/material';
import {
  Datagrid,
  List,
  SelectInput,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MomentField } from '../components/Moment.js';
import { FEEDBACK_NO, FEEDBACK_YES } from '#contract/constants.js';

function Helpful(_props: { label?: string; source?: string }) {
  const record = useRecordContext<{ type: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const yes = record.type === FEEDBACK_YES;
  return (
    <Chip
      size="small"
      color={yes ? 'success' : 'warning'}
      label={translate(yes ? 'valve.feedback.yes' : 'valve.feedback.no')}
    />
  );
}

interface FeedbackRecord {
  question_id: number;
  question_title: string;
  question_en_title: string;
}

/** The question's title in the interface language (the other one when it has none). */
function Question(_props: { label?: string }) {
  const record = useRecordContext<FeedbackRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const [first, second] =
    locale === 'zh'
      ? [record.question_title, record.question_en_title]
      : [record.question_en_title, record.question_title];
  return <span>{first || second || `#${record.question_id}`}</span>;
}

const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={[
      { id: FEEDBACK_YES, name: 'valve.feedback.yes' },
      { id: FEEDBACK_NO, name: 'valve.feedback.no' },
    ]}
    alwaysOn
  />,
];

/** FAQ feedback: question, helpful or not, the reason and the visitor's text. */
export function FeedbackList() {
  return (
    <List filters={filters} sort={{ field: 'create_time', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <Question label="resources.feedback.fields.question" />
        <Helpful source="type" label="resources.feedback.fields.type" />
        <TextField source="typename" sortable={false} />
        <TextField source="content" sortable={false} />
        <MomentField source="create_time" />
      </Datagrid>
    </List>
  );
}

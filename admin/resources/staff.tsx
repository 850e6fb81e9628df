import { Chip } from '@mui/material';
import {
  Datagrid,
  List,
  PasswordInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  email,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { STAFF_ROLES } from '#contract/constants.js';
import { RecordEdit, RecordCreate } from '../components/ContentForm.js';
import { CoverageInputs } from '../components/desk.js';
import { MomentField } from '../components/Moment.js';
import { InputRow } from '../components/FormSection.js';
import { StaffSecurityActions } from '../security/StaffSecurityActions.js';

const ROLES = STAFF_ROLES.map((id) => ({ id, name: `valve.staff.role_${id}` }));
const STATUSES = [
  { id: 1, name: 'valve.staff.status_1' },
  { id: 0, name: 'valve.staff.status_0' },
];

function StaffStatus(_props: { label?: string; source?: string }) {
  const record = useRecordContext<{ status: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 1 ? 'success' : 'default'}
      label={translate(`valve.staff.status_${record.status === 1 ? 1 : 0}`)}
    />
  );
}

/** Staff users with their role and status (admins only). */
export function StaffList() {
  return (
    <List sort={{ field: 'email', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="name" />
        <SelectField source="role" choices={ROLES} />
        <StaffStatus source="status" label="resources.staff.fields.status" />
        <MomentField source="create_time" dateOnly />
      </Datagrid>
    </List>
  );
}

function StaffFields({ creating }: { creating: boolean }) {
  return (
    <>
      <InputRow>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <SelectInput source="status" choices={STATUSES} validate={required()} />
      </InputRow>
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={creating ? [required(), minLength(10)] : minLength(10)}
        helperText={creating ? undefined : 'valve.staff.password_hint'}
      />
    </>
  );
}

export function StaffEdit() {
  return (
    <RecordEdit>
      <StaffFields creating={false} />
      <CoverageInputs />
      <StaffSecurityActions />
    </RecordEdit>
  );
}

export function StaffCreate() {
  return (
    <RecordCreate defaults={{ role: 'editor', status: 1 }}>
      <StaffFields creating />
    </RecordCreate>
  );
}

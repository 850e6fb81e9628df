import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MomentField } from '../components/Moment.js';

const filters = [
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
];

/** Who changed what and when (admins only). */
export function AuditList() {
  const translate = useTranslate();
  // Known actions and tables in the interface language; anything newer shows as stored.
  const label = (group: 'actions' | 'entities', value: unknown) =>
    translate(`valve.audit.${group}.${String(value)}`, { _: String(value ?? '') });
  return (
    <List filters={filters} sort={{ field: 'create_time', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          label="resources.audit.fields.staff_id"
          render={(r: RaRecord) => String(r.staff_name || r.staff_email || r.staff_id || '—')}
        />
        <FunctionField source="action" render={(r: RaRecord) => label('actions', r.action)} />
        <FunctionField source="entity" render={(r: RaRecord) => label('entities', r.entity)} />
        <TextField source="entity_id" sortable={false} />
        <FunctionField
          source="detail"
          sortable={false}
          render={(r: RaRecord) => {
            const detail = r.detail as unknown;
            const text = typeof detail === 'string' ? detail : JSON.stringify(detail ?? '');
            return (
              <span style={{ wordBreak: 'break-all' }}>
                {text.length > 120 ? `${text.slice(0, 120)}…` : text}
              </span>
            );
          }}
        />
        <MomentField source="create_time" />
      </Datagrid>
    </List>
  );
}

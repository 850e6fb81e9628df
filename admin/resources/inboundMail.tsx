import { Alert } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router';
import { MomentField } from '../components/Moment.js';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: 'rejected', name: 'valve.inbound.rejected' },
      { id: 'added', name: 'valve.inbound.added' },
    ]}
  />,
];

/** What became of each e-mail read from the desk mailbox; what was set aside says why (admins). */
export function InboundMailList() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('valve.inbound.hint')}
      </Alert>
      <List
        filters={filters}
        filterDefaultValues={{ status: 'rejected' }}
        sort={{ field: 'receive_time', order: 'DESC' }}
        perPage={50}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <MomentField source="receive_time" />
          <FunctionField
            source="status"
            render={(r: RaRecord) => translate(`valve.inbound.${String(r.status)}`)}
          />
          <FunctionField
            source="reason"
            render={(r: RaRecord) =>
              r.reason ? translate(`valve.inbound.reasons.${String(r.reason)}`, { _: String(r.reason) }) : ''
            }
          />
          <TextField source="sender" sortable={false} />
          <TextField source="subject" sortable={false} />
          <FunctionField
            source="enquiry_id"
            sortable={false}
            render={(r: RaRecord) =>
              r.enquiry_id ? (
                <Link to={`/enquiries/${String(r.enquiry_id)}/show`}>
                  {translate('valve.inbound.open_enquiry')}
                </Link>
              ) : (
                ''
              )
            }
          />
        </Datagrid>
      </List>
    </>
  );
}

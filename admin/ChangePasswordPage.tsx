import { Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  SaveButton,
  Title,
  minLength,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router';
import type { ConsoleDataProvider } from './dataProvider.js';
import { errorText } from './components/busyAction.js';

interface PasswordForm {
  current_password: string;
  new_password: string;
  repeat_password: string;
}

/** POST /admin/api/auth/password; reached from the user menu. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();

  async function submit(values: Partial<PasswordForm>) {
    try {
      await dataProvider.changePassword(values.current_password ?? '', values.new_password ?? '');
      notify('valve.password.changed', { type: 'success' });
      navigate('/');
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="valve.password.title" />
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {translate('valve.password.title')}
        </Typography>
        <Form
          onSubmit={(values: Record<string, unknown>) => submit(values as Partial<PasswordForm>)}
          validate={(values: Partial<PasswordForm>) =>
            values.repeat_password && values.repeat_password !== values.new_password
              ? { repeat_password: 'valve.password.mismatch' }
              : {}
          }
        >
          <PasswordInput
            source="current_password"
            label="valve.password.current"
            validate={required()}
            fullWidth
            autoComplete="current-password"
          />
          <PasswordInput
            source="new_password"
            label="valve.password.new"
            validate={[required(), minLength(10, 'valve.password.too_short')]}
            fullWidth
            autoComplete="new-password"
          />
          <PasswordInput
            source="repeat_password"
            label="valve.password.repeat"
            validate={required()}
            fullWidth
            autoComplete="new-password"
          />
          <SaveButton alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  );
}

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled block of a long form. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2, mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, color: 'primary.dark', mb: 1 }}>
        {translate(title)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(hint)}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** The settings of a record (category, status, order…): one wrapping row of inputs. */
export function SettingsSection({ children }: { children: ReactNode }) {
  return (
    <FormSection title="valve.form.settings">
      <InputRow>{children}</InputRow>
    </FormSection>
  );
}

/** Inputs in a wrapping row (settings such as category, status, time). */
export function InputRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        alignItems: 'flex-start',
        width: '100%',
        '& > *': { flex: '1 1 200px', maxWidth: { md: 360 } },
      }}
    >
      {children}
    </Box>
  );
}

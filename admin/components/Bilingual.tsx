import { Box, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import type { Bilingual, BilingualSpec, TextKind } from '#contract/bilingual.js';
import { FormSection } from './FormSection.js';

/**
 * The rich-text editor (tiptap, about a third of the console's code) loads with the first form
 * that needs it, not with the console.
 */
const RichTextInput = lazy(() =>
  import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })),
);

/** One bilingual column pair: `en_<name>` (English) and `<name>` (Chinese). */
export interface BilingualField {
  name: string;
  kind?: TextKind;
  required?: boolean;
}

/** Pairs edited in a section of their own ("Search and sharing", ShareSection.tsx), not among the texts. */
const OWN_SECTION: readonly string[] = ['meta_description'];

/**
 * The inputs of a record's bilingual pairs as the contract defines them: those named, or all but
 * those with a section of their own.
 */
export function pairsOf<F extends Bilingual>(
  fields: F,
  names?: readonly (keyof F & string)[],
): BilingualField[] {
  const all = (Object.keys(fields) as (keyof F & string)[]).filter((name) => !OWN_SECTION.includes(name));
  return (names ?? all).map((name) => {
    const { kind, required } = fields[name] as BilingualSpec;
    return { name, kind, required };
  });
}

/** A required pair needs one language at least; the flag in the lists tells what is missing. */
const eitherLanguage = (name: string) => (_value: unknown, values: Record<string, unknown>) =>
  String(values[name] ?? '').trim() || String(values[`en_${name}`] ?? '').trim()
    ? undefined
    : 'valve.form.one_language';

function input(resource: string, source: string, name: string, kind: TextKind, required: boolean): ReactNode {
  const validate = required ? eitherLanguage(name) : undefined;
  // Explicit, so a pair inside a list (a product's files) keeps its "(English)" label.
  const label = `resources.${resource}.fields.${source}`;
  if (kind === 'rich')
    return (
      <Suspense key={source} fallback={<LinearProgress sx={{ my: 2 }} />}>
        <RichTextInput source={source} label={label} fullWidth validate={validate} />
      </Suspense>
    );
  return (
    <TextInput
      key={source}
      source={source}
      label={label}
      fullWidth
      multiline={kind === 'text'}
      minRows={kind === 'text' ? 3 : undefined}
      validate={validate}
    />
  );
}

/** Two equal columns on a laptop, one below 900 px (a tablet held upright). */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        columnGap: 3,
      }}
    >
      {children}
    </Box>
  );
}

/** "English" over the left column and "Chinese" over the right one (hidden when stacked). */
export function LanguageHeadings() {
  const translate = useTranslate();
  return (['en', 'zh'] as const).map((lang) => (
    <Typography
      key={lang}
      variant="overline"
      color="primary"
      sx={{ display: { xs: 'none', md: 'block' }, borderBottom: 2, borderColor: 'divider', mb: 1 }}
    >
      {translate(lang === 'en' ? 'valve.form.english' : 'valve.form.chinese')}
    </Typography>
  ));
}

/**
 * English and Chinese side by side: two columns on a laptop (English left), stacked pairs on a
 * narrow tablet, so a translator always sees both versions of the same text together.
 */
export function BilingualInputs({ fields }: { fields: BilingualField[] }) {
  const resource = useResourceContext() ?? 'items';
  return (
    <TwoColumns>
      <LanguageHeadings />
      {fields.flatMap(({ name, kind = 'line', required = false }) => [
        input(resource, `en_${name}`, name, kind, required),
        input(resource, name, name, kind, required),
      ])}
    </TwoColumns>
  );
}

/** The texts of a record, English and Chinese side by side. */
export function TextsSection({ fields }: { fields: BilingualField[] }) {
  return (
    <FormSection title="valve.form.texts">
      <BilingualInputs fields={fields} />
    </FormSection>
  );
}

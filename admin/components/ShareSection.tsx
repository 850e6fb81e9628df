import { Typography } from '@mui/material';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { META_DESCRIPTION_MAX } from '#contract/bilingual.js';
import { LanguageHeadings, TwoColumns } from './Bilingual.js';
import { FormSection } from './FormSection.js';
import { IMAGE_ACCEPT, UploadInput } from './UploadInput.js';

/** A language's meta description, with how much of what search results show it uses. */
function DescriptionInput({ lang }: { lang: 'en' | 'zh' }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'items';
  const source = lang === 'en' ? 'en_meta_description' : 'meta_description';
  const value = useWatch({ name: source }) as string | null | undefined;
  const max = META_DESCRIPTION_MAX[lang];
  const used = (value ?? '').trim().length;
  const counter = translate('valve.share.counter', { count: used, max });
  return (
    <TextInput
      source={source}
      label={`resources.${resource}.fields.${source}`}
      fullWidth
      multiline
      minRows={2}
      slotProps={{ htmlInput: { 'data-field': source, lang: lang === 'en' ? 'en' : 'zh-CN' } }}
      // Over the limit the counter turns red before the save is refused.
      helperText={
        <Typography
          component="span"
          variant="caption"
          data-testid={`${source}-counter`}
          color={used > max ? 'error' : 'text.secondary'}
        >
          {counter}
        </Typography>
      }
      validate={(v: unknown) =>
        String(v ?? '').trim().length > max ? translate('valve.share.too_long', { max }) : undefined
      }
    />
  );
}

/**
 * "Search and sharing": what search results and link previews show of a record's page, a
 * description per language and a picture from the library; empty, the page's generated ones.
 */
export function ShareSection() {
  return (
    <FormSection title="valve.share.title" hint="valve.share.hint">
      <TwoColumns>
        <LanguageHeadings />
        <DescriptionInput lang="en" />
        <DescriptionInput lang="zh" />
      </TwoColumns>
      <UploadInput source="share_image" accept={IMAGE_ACCEPT} />
    </FormSection>
  );
}

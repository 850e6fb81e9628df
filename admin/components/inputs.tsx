import { BooleanInput, useLocaleState, type BooleanInputProps } from 'react-admin';
import { localized } from './text';

/** A 0/1 column (status, is_blank) as a switch. */
export function FlagInput(props: BooleanInputProps) {
  return (
    <BooleanInput
      format={(v: unknown) => v === 1 || v === true}
      parse={(v: boolean) => (v ? 1 : 0)}
      {...props}
    />
  );
}

/** Option text of a category (or tag) in the interface language. */
export function useNameOption(field = 'cate_name') {
  const [locale] = useLocaleState();
  return (record: Record<string, unknown>) => localized(record, field, locale) || `#${String(record.id)}`;
}

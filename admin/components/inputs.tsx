import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  useLocaleState,
  type BooleanInputProps,
} from 'react-admin';
import { localized } from './text.js';

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

/** The select of a reference input (category, parent, tag), its options named in the interface language. */
export function NameSelect({ field, emptyValue }: { field?: string; emptyValue?: number }) {
  const name = useNameOption(field);
  return <SelectInput optionText={name} {...(emptyValue === undefined ? {} : { emptyValue })} />;
}

/** A record's category (`cate_id`), among those `filter` allows. */
export function CategoryInput({ filter, perPage = 200 }: { filter: object; perPage?: number }) {
  return (
    <ReferenceInput source="cate_id" reference="categories" filter={filter} perPage={perPage}>
      <NameSelect />
    </ReferenceInput>
  );
}

/** The order and the published switch a listed record's settings end with. */
export function SortAndStatusInputs() {
  return (
    <>
      <NumberInput source="sort" />
      <FlagInput source="status" />
    </>
  );
}

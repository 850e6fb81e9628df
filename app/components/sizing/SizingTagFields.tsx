import { projectCopy } from '#sizing/words/projectCopy.js';
import { TAG_FIELDS, TAG_TEXT_MAX, type SizingForm, type TagField } from '#sizing/form/sizingState.js';
import { usePageCopy } from '../../lib/copy.js';

/**
 * The tag's names in the plant: tag number, service and line (P&ID), as the data sheet's boxes
 * carry them. Plain text, kept in the page's link like every field.
 */
export function SizingTagFields({ form, onChange }: { form: SizingForm; onChange(next: SizingForm): void }) {
  const copy = usePageCopy(projectCopy);
  const words: Record<TagField, { label: string; hint: string }> = {
    number: { label: copy.tagNumber, hint: copy.tagNumberHint },
    service: { label: copy.service, hint: copy.serviceHint },
    line: { label: copy.line, hint: copy.lineHint },
  };
  return (
    <fieldset className="sizing-tag">
      <legend>{copy.tagLegend}</legend>
      <div className="sizing-tag__fields">
        {TAG_FIELDS.map((field) => (
          <div className="sizing-field" key={field} data-empty={form.tag[field].trim() ? undefined : ''}>
            <label htmlFor={`sizing-tag-${field}`}>{words[field].label}</label>
            <input
              id={`sizing-tag-${field}`}
              // Its place in the form: a form posted without script is read by these names.
              name={`tag.${field}`}
              type="text"
              autoComplete="off"
              maxLength={TAG_TEXT_MAX}
              placeholder={words[field].hint}
              value={form.tag[field]}
              onChange={(e) => onChange({ ...form, tag: { ...form.tag, [field]: e.target.value } })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

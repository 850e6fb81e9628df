import { useLang } from '../../lib/lang.js';
import {
  SIZING_HEADING,
  sizingActuatorFacts,
  sizingFacts,
  sizingSummaryText,
  sizingTableHead,
  sizingTableRows,
  type SizingSnapshot,
} from '#sizing/engine/snapshotText.js';
import { inLanguage } from '#sizing/words/bilingual.js';
import { actuatorCopy } from '#sizing/words/actuatorCopy.js';
import { projectChipText } from '#sizing/form/sizingProject.js';
import { AttachedChip } from './QuotationFields.js';
import { RecordTable } from './RecordTable.js';
import { ScrollTable } from '../ScrollTable.js';
import type { SizingAttachment } from './sizingAttachment.js';

/** The contact form's "Sizing" chip: the fluid, the three flows and the chosen size. */
export function SizingChip({ sizing, onRemove }: { sizing: SizingAttachment; onRemove?: () => void }) {
  const lang = useLang();
  return (
    <AttachedChip
      kind={SIZING_HEADING[lang]}
      title={[
        sizingSummaryText(sizing.summary, lang),
        ...(sizing.project ? [projectChipText(sizing.project.name, sizing.project.tags, lang)] : []),
      ].join(' · ')}
      onRemove={onRemove}
      testId="enquiry-sizing"
    />
  );
}

/** What the look-up shows of the sizing a message came with: the facts and the table of cases. */
export function SizingRecord({
  sizing,
  headingId,
}: {
  sizing: SizingSnapshot | undefined;
  headingId: string;
}) {
  const lang = useLang();
  if (!sizing) return null;
  const head = sizingTableHead(sizing, lang);
  const actuator = sizingActuatorFacts(sizing, lang);
  return (
    <section
      className="enquiry-record__about"
      aria-labelledby={headingId}
      data-testid="enquiry-record-sizing"
    >
      <h3 id={headingId} className="enquiry-record__subtitle">
        {SIZING_HEADING[lang]}
      </h3>
      <RecordTable rows={sizingFacts(sizing, lang)} />
      <ScrollTable className="enquiry-record__table enquiry-record__sizing" label={SIZING_HEADING[lang]}>
        <table>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizingTableRows(sizing, lang).map(([label, ...cells]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {actuator.length > 0 && (
        <>
          <h4 className="enquiry-record__subtitle">{inLanguage(actuatorCopy, lang).title}</h4>
          <RecordTable rows={actuator} />
        </>
      )}
    </section>
  );
}

import type { FlowSize } from '#sizing/engine/selection.js';
import { CV_PER_KV } from '#sizing/engine/iec60534.js';
import { flowCopy } from '../../i18n/pages/flow.js';
import { usePageCopy } from '../../lib/copy.js';
import { ScrollTable } from '../ScrollTable.js';

/** Three significant figures: Kv 0.25, 16, 630, 2500. */
const figure = (value: number) => String(Number(value.toPrecision(3)));

/** A control valve's sizes with their rated Kv/Cv and factors, under its specification. */
export function FlowCoefficients({ sizes }: { sizes: FlowSize[] }) {
  const copy = usePageCopy(flowCopy);
  return (
    <>
      <p className="products-flow__lead">{copy.lead}</p>
      <ScrollTable label={copy.title}>
        <table className="data-table products-flow">
          <thead>
            <tr>
              <th scope="col">DN</th>
              <th scope="col">NPS</th>
              <th scope="col">Kv</th>
              <th scope="col">Cv</th>
              <th scope="col">
                <abbr title={copy.FL}>F_L</abbr>
              </th>
              <th scope="col">
                <abbr title={copy.xT}>x_T</abbr>
              </th>
              <th scope="col">
                <abbr title={copy.Fd}>F_d</abbr>
              </th>
              <th scope="col">{copy.characteristic}</th>
              <th scope="col">{copy.seat}</th>
              <th scope="col">{copy.ratings}</th>
              <th scope="col">{copy.materials}</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.dn}>
                <th scope="row">{size.dn}</th>
                <td>{size.nps}″</td>
                <td>{figure(size.Kv)}</td>
                <td>{figure(size.Kv * CV_PER_KV)}</td>
                <td>{size.FL}</td>
                <td>{size.xT}</td>
                <td>{size.Fd}</td>
                <td>
                  {copy.characteristics[size.characteristic]} {size.rangeability}:1
                </td>
                <td>{figure(size.seatDiameter)}</td>
                <td>
                  {[
                    size.asmeClasses.length ? `Class ${size.asmeClasses.join('/')}` : '',
                    size.pn.length ? `PN ${size.pn.join('/')}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
                <td>{size.materials.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}

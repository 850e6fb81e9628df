/** A look-up record's table of label and value rows (the quotation request, the sizing's facts). */
export function RecordTable({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <div className="enquiry-record__table">
      <table>
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={`${i}-${label}`}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

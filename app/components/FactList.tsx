/** One labelled fact of a record (a case's customer, a job's place…). */
export interface Fact {
  label: string;
  value: string;
}

/** Facts as a description list, each label with its value (a case's facts, a job's facts). */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

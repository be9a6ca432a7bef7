import type { SpecList, SpecTable } from "../types";

/** A table of specifications; it scrolls inside its own box on narrow screens. */
export function SpecTableView({ table }: { table: SpecTable }) {
  const [, ...rest] = table.columns;
  const first = table.columns[0] ?? "";
  return (
    <>
      {/* A scrollable region must be reachable by keyboard (tabIndex) and named (WCAG 2.1.1). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={table.caption}>
        <table className="spec-table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {rest.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join("|")}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && <p className="spec-note">{table.note}</p>}
    </>
  );
}

/** Label and value pairs as a description list. */
export function SpecListView({ list, headingLevel = 2 }: { list: SpecList; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`spec-${list.id}`}>
      <Heading id={`spec-${list.id}`}>{list.heading}</Heading>
      <dl className="spec-list">
        {list.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {list.note && <p className="spec-note">{list.note}</p>}
    </section>
  );
}

import { Table } from "@jute/ui";
import type { SpecList, SpecTable } from "../types";

/** A table of specifications (ui's Table: it scrolls inside its own area on narrow screens). */
export function SpecTableView({ table }: { table: SpecTable }) {
  const columns = table.columns.map((name, index) => ({ id: String(index), name, isRowHeader: index === 0 }));
  const rows = table.rows.map((row) => ({
    id: row.join("|"),
    cells: Object.fromEntries(row.map((cell, index) => [String(index), cell])),
  }));
  return (
    <>
      <Table caption={table.caption} columns={columns} rows={rows} className="table-scroll" />
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

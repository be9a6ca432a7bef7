import { useEffect, useRef, useState, type Key, type ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface TableColumn {
  id: string;
  name: ReactNode;
  /** The column whose cell names its row (a `<th scope="row">`, announced with each cell). One column should have it. */
  isRowHeader?: boolean;
}

export interface TableRow {
  id: Key;
  /** Cell contents keyed by column id. */
  cells: Record<string, ReactNode>;
  /** A class for the row (and its card), e.g. to mark a flagged line. */
  className?: string;
}

export interface TableProps {
  /** The table's name: its `<caption>`, and the name of its scroll area and of its cards. */
  caption: string;
  /** Keeps the caption for assistive technology only (the page's heading already says it). */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn>;
  rows: ReadonlyArray<TableRow>;
  /** Shown in one cell across the table when there are no rows. */
  emptyState?: ReactNode;
  /**
   * While the table's own space (its wrapper, not the screen) is under 40rem, the rows show as
   * cards (a list named by the caption: the row header as a heading, the other cells as label
   * and value), wider as the table. Only one of the two is displayed, so a screen reader meets
   * each row once. The wrapper is a size container: give it a width (block, or a flex/grid item
   * with a basis), never one taken from its content.
   */
  cards?: boolean;
  /**
   * The table's own width under which its rows are cards: 40rem by default; 60rem for a table
   * of many columns (the staff's Offers, eight, kept its last column off-screen at 768 px).
   */
  cardsUnder?: "40rem" | "60rem";
  /** The level of each card's heading (3 by default). */
  cardHeadingLevel?: 2 | 3 | 4;
  /** Text the cards show for an empty cell ("–"). */
  cardEmptyCell?: ReactNode;
  /** On the outer element (the scroll area, or the cards' and table's wrapper). */
  className?: string;
  id?: string;
}

const isEmpty = (content: ReactNode) => content === undefined || content === null || content === "";

/**
 * Whether the element is wider inside than it shows (it scrolls sideways). Until it has been
 * measured (a prerendered page before its script) it is taken to scroll, so the area can be
 * reached by keyboard from the first paint.
 */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * A data table: the browser's own `<table>` (assistive technology knows it with no script),
 * named by its caption, with column headers and row headers, and an empty state. It scrolls
 * sideways inside its own area, never the page; while it does, the table itself is in the Tab
 * order, so a keyboard reaches it and its arrow keys scroll the area (WCAG 2.1.1). The area
 * has no role and no name of its own: a screen reader hears one name, the table's, once (a
 * region named by the caption around a table named by the same caption said it twice).
 */
export function Table({
  caption,
  hideCaption = false,
  columns,
  rows,
  emptyState = "No data found",
  cards = false,
  cardsUnder = "40rem",
  cardHeadingLevel = 3,
  cardEmptyCell = "–",
  className,
  id,
}: TableProps) {
  const [scrollRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  const rowHeader = columns.find((column) => column.isRowHeader);

  const table = (
    <div
      ref={scrollRef}
      className={cx("jute-table-scroll", cards && "jute-table-scroll--wide", !cards && className)}
      {...(!cards && id ? { id } : {})}
      {...(scrolls ? { "data-scrolls": "" } : {})}
    >
      <table className="jute-table" {...(scrolls ? { tabIndex: 0 } : {})}>
        <caption className={cx("jute-table__caption", hideCaption && "jute-visually-hidden")}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="jute-table__column">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="jute-table__empty">
                {emptyState}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={cx("jute-table__row", row.className)}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" className="jute-table__cell jute-table__row-header">
                      {row.cells[column.id]}
                    </th>
                  ) : (
                    <td key={column.id} className="jute-table__cell">
                      {row.cells[column.id]}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  if (!cards) return table;

  const Heading = `h${cardHeadingLevel}` as const;
  return (
    <div className={cx("jute-table-cards-wrap", cardsUnder === "60rem" && "jute-table-cards-wrap--60", className)} {...(id ? { id } : {})}>
      {rows.length === 0 ? (
        <p className="jute-table__cards jute-table__empty">{emptyState}</p>
      ) : (
        <ul className="jute-table__cards" aria-label={caption}>
          {rows.map((row) => (
            <li key={row.id} className={cx("jute-table__card", row.className)}>
              {rowHeader ? <Heading className="jute-table__card-heading">{row.cells[rowHeader.id]}</Heading> : null}
              <dl className="jute-table__card-facts">
                {columns
                  .filter((column) => column !== rowHeader)
                  .map((column) => (
                    <div key={column.id}>
                      <dt>{column.name}</dt>
                      <dd>{isEmpty(row.cells[column.id]) ? cardEmptyCell : row.cells[column.id]}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {table}
    </div>
  );
}

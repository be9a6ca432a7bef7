import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
} from "react-aria-components";
import type { Key, TableProps as AriaTableProps } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface TableColumn {
  id: string;
  name: ReactNode;
  /** The column whose cell names the row (announced with each cell). One column should have it. */
  isRowHeader?: boolean;
}

export interface TableRow {
  id: Key;
  /** Cell contents keyed by column id. */
  cells: Record<string, ReactNode>;
}

export interface TableProps
  extends Omit<AriaTableProps, "className" | "style" | "children" | "selectionMode" | "selectionBehavior"> {
  columns: ReadonlyArray<TableColumn>;
  rows: ReadonlyArray<TableRow>;
  /** Shown in a single cell when there are no rows. */
  emptyState?: ReactNode;
  className?: string;
}

/**
 * A data table with column headers and row headers (the costing result table). Needs an
 * accessible name: `aria-label` or `aria-labelledby`. Arrow keys move between cells.
 */
export function Table({ columns, rows, emptyState = "No data found", className, ...props }: TableProps) {
  return (
    <div className={cx("jute-table-wrap", className)}>
      <AriaTable {...props} className="jute-table">
        <AriaTableHeader className="jute-table__header" columns={columns}>
          {(column) => (
            <AriaColumn id={column.id} isRowHeader={column.isRowHeader ?? false} className="jute-table__column">
              {column.name}
            </AriaColumn>
          )}
        </AriaTableHeader>
        <AriaTableBody
          items={rows}
          dependencies={[columns]}
          renderEmptyState={() => <span className="jute-table__empty">{emptyState}</span>}
        >
          {(row) => (
            <AriaRow id={row.id} columns={columns} className="jute-table__row">
              {(column) => <AriaCell className="jute-table__cell">{row.cells[column.id] ?? ""}</AriaCell>}
            </AriaRow>
          )}
        </AriaTableBody>
      </AriaTable>
    </div>
  );
}

import type { AuditEntry, AuditSummary } from "@jute/api/contract";
import { PageHeading, PlainButton, Table } from "@jute/ui";
import { useState } from "react";
import { millTime } from "../../shared/time/mill-time";
import { UndoChange } from "./changes/undo-change";
import { staffCopy } from "./staff.copy";
import { staffClient } from "./staff-api";
import { ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

const copy = staffCopy.audit;

const describeKind: Record<AuditSummary["kind"], string> = {
  prices: "Price list",
  restore: "Prices put back",
  fares: "Port fares",
  cancel: "Scheduled change cancelled",
};

const KEY_FIELDS = ["company", "sub_category_id", "product_size_id", "yarn_count", "ply", "oil", "truck_fare_id", "location"];
const keyOf = (row: Record<string, string>) => KEY_FIELDS.map((field) => row[field] ?? "").join("|");

/** The rows a change touched: before and after side by side (the whole lists are in the data). */
function ChangedRows({ entry }: { entry: AuditEntry }) {
  const before = new Map(entry.rows_before.map((row) => [keyOf(row), row]));
  const after = new Map(entry.rows_after.map((row) => [keyOf(row), row]));
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((key) => JSON.stringify(before.get(key)) !== JSON.stringify(after.get(key)));
  // A price row carries `price`, a port's row `fare` (one name per concept).
  const price = (row: Record<string, string> | undefined) => (row ? (row.price ?? row.fare ?? "") : "none");
  const caption = `Rows changed by change #${entry.change_id} (${keys.length} of ${Math.max(before.size, after.size)})`;
  // No row header: the row's spec is a plain cell, so Before and After are the second and third.
  const columns = [
    { id: "row", name: "Row" },
    { id: "before", name: "Before" },
    { id: "after", name: "After" },
  ];
  const rows = keys.slice(0, 200).map((key) => ({
    id: key,
    cells: { row: key.split("|").filter(Boolean).join(", "), before: price(before.get(key)), after: price(after.get(key)) },
  }));
  return <Table caption={caption} columns={columns} rows={rows} className="table-scroll" />;
}

function Entry({ change, onRestored }: { change: AuditSummary; onRestored: (msg: string) => void }) {
  const [rows, setRows] = useState<AuditEntry | null>(null);
  const [error, setError] = useState("");
  const toggle = async () => {
    if (rows) return setRows(null);
    const result = await (await staffClient()).getAuditEntry(change.change_id);
    if (result.kind === "ok") setRows(result.data);
    else setError(result.msg || "Error");
  };
  // The undo is sent with the version its words were read at: the server refuses it if the list (or the fares) moved since.
  const restore = async () => {
    setError("");
    const client = await staffClient();
    const fares = change.kind === "fares";
    const result = fares ? await client.undoFaresChange(change.change_id, change.undo.version) : await client.undoPriceChange(change.change_id, change.undo.version);
    if (result.kind === "ok") onRestored(copy.undone(change.change_id, result.data.action, result.data.count, fares ? "fare" : "price"));
    else setError(result.msg || "Error");
  };
  const counts = Object.entries(change.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  const showRows = (
    <PlainButton variant="outline" size="sm" aria-expanded={rows !== null} onClick={() => void toggle()}>
      {rows ? copy.hide : copy.show} <span className="visually-hidden">of change #{change.change_id}</span>
    </PlainButton>
  );
  return (
    <li className="staff-card">
      <h2 className="staff-card__title">
        #{change.change_id} {describeKind[change.kind]}
        {change.cancelled ? " (cancelled)" : ""}
      </h2>
      <p>
        {millTime(change.created_at, change.time_zone)} by {change.staff_email}; in force from {change.effective_from}. {counts}.
        {change.restores_change_id ? ` Concerns change #${change.restores_change_id}.` : ""}
      </p>
      {change.file_name ? (
        <p>
          File {change.file_name}, SHA-256 <code className="staff-hash">{change.file_sha256}</code>
        </p>
      ) : null}
      {change.kind === "cancel" ? <div className="staff-actions">{showRows}</div> : <UndoChange changeId={change.change_id} offer={change.undo} onUndo={() => void restore()} beside={showRows} />}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {rows ? <ChangedRows entry={rows} /> : null}
    </li>
  );
}

export function AuditPage() {
  const [audit, reload] = useStaffCall((client) => client.getAudit());
  const [status, setStatus] = useState("");
  useStaffTitle(loadedTitle(copy.heading, audit, status ? copy.restoredTitle : audit.kind === "ok" && audit.data.length === 0 ? copy.none : undefined));
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <StatusLine>{status}</StatusLine>
      <LoadState state={audit} />
      {audit.kind === "ok" ? (
        audit.data.length === 0 ? (
          <p>{copy.none}.</p>
        ) : (
          <ul className="staff-list">
            {audit.data.map((change) => (
              <Entry
                key={change.change_id}
                change={change}
                onRestored={(msg) => {
                  setStatus(msg);
                  reload();
                }}
              />
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

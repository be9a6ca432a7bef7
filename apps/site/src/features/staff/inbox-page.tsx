import type { InboxEntry } from "@jute/api/contract";
import { PageHeading, buttonClassName } from "@jute/ui";
import { useEffect, useId, useRef, useState } from "react";
import { staffCopy } from "./staff.copy";
import { staffClient } from "./staff-api";
import { ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";

const copy = staffCopy.inbox;
type Filter = "" | "received" | "answered";

function Opened({ entry, onAnswered }: { entry: InboxEntry; onAnswered: (msg: string) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState("");
  useEffect(() => heading.current?.focus(), [entry.id]);
  const answer = async () => {
    setError("");
    const result = await (await staffClient()).markEnquiryAnswered(entry.id);
    if (result.kind === "ok") onAnswered(copy.answered(entry.reference));
    else setError(result.msg || "Error");
  };
  return (
    <section aria-labelledby={`enquiry-${entry.id}`} className="staff-card">
      <h2 id={`enquiry-${entry.id}`} ref={heading} tabIndex={-1}>
        {entry.reference}: {entry.subject}
      </h2>
      <p>
        {entry.kind === "quote" ? copy.quote : copy.contact} from {entry.name} ({entry.email}), {entry.created_at.slice(0, 16).replace("T", " ")} UTC. {copy.status}:{" "}
        {entry.status === "answered" ? copy.statusAnswered : copy.statusReceived}
      </p>
      {entry.quote ? (
        <p>
          {entry.quote.quantity} {entry.quote.unit} of {entry.quote.product} ({entry.quote.spec}), {entry.quote.company}, to {entry.quote.port}: {entry.quote.unit_price_usd} USD
          per {entry.quote.unit}, {entry.quote.total_usd} USD in all (price in force since {entry.quote.effective_from}).
        </p>
      ) : null}
      {entry.message ? <blockquote className="staff-message">{entry.message}</blockquote> : null}
      {entry.status === "received" ? (
        <button type="button" className={buttonClassName("primary", "sm")} onClick={() => void answer()}>
          {copy.markAnswered}
        </button>
      ) : null}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </section>
  );
}

export function InboxPage() {
  const [filter, setFilter] = useState<Filter>("");
  const [list, reload] = useStaffCall((client) => client.getInbox(filter));
  const [opened, setOpened] = useState<InboxEntry | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const filterId = useId();

  const open = async (id: string) => {
    setError("");
    const result = await (await staffClient()).openEnquiry(id);
    if (result.kind === "ok") setOpened(result.data);
    else setError(result.msg || "Error");
  };

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <div className="staff-field">
        <label htmlFor={filterId}>{copy.filter}</label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setOpened(null);
            queueMicrotask(reload);
          }}
        >
          <option value="">{copy.all}</option>
          <option value="received">{copy.statusReceived}</option>
          <option value="answered">{copy.statusAnswered}</option>
        </select>
      </div>
      <StatusLine>{status}</StatusLine>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <LoadState state={list} />
      {list.kind === "ok" ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={copy.heading}>
          <table className="spec-table">
            <caption>{copy.count(list.data.length)}</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col">Subject</th>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <button type="button" className="staff-link-button" onClick={() => void open(entry.id)}>
                      {copy.open(entry.reference)}
                    </button>
                  </td>
                  <td>{entry.kind === "quote" ? copy.quote : copy.contact}</td>
                  <td>{entry.email}</td>
                  <td>{entry.subject}</td>
                  <td>{entry.created_at.slice(0, 10)}</td>
                  <td>{entry.status === "answered" ? copy.statusAnswered : copy.statusReceived}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {opened ? (
        <Opened
          entry={opened}
          onAnswered={(msg) => {
            setStatus(msg);
            setOpened({ ...opened, status: "answered" });
            reload();
          }}
        />
      ) : null}
    </>
  );
}

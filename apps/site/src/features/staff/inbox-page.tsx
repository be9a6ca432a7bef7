import { formatMoney, type InboxEntry } from "@jute/api/contract";
import { PageHeading, PlainButton, Select, Table } from "@jute/ui";
import { useEffect, useRef, useState } from "react";
import { staffCopy } from "./staff.copy";
import { StaffOfferPanel } from "./offers/staff-offer-panel";
import { staffClient } from "./staff-api";
import { CountStatus, ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

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
          {entry.quote.quantity} {entry.quote.unit} of {entry.quote.product} ({entry.quote.spec}), {entry.quote.company}, to {entry.quote.port}: {formatMoney(entry.quote.unit_price)}
          per {entry.quote.unit}, {formatMoney(entry.quote.total)} in all (price in force since {entry.quote.effective_from}).
        </p>
      ) : null}
      {entry.message ? <blockquote className="staff-message">{entry.message}</blockquote> : null}
      {entry.status === "received" ? (
        <PlainButton variant="primary" size="sm" onClick={() => void answer()}>
          {copy.markAnswered}
        </PlainButton>
      ) : null}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {entry.kind === "quote" ? <StaffOfferPanel key={entry.id} entry={entry} /> : null}
    </section>
  );
}

export function InboxPage() {
  const [filter, setFilter] = useState<Filter>("");
  const [list, reload] = useStaffCall((client) => client.getInbox(filter));
  const [opened, setOpened] = useState<InboxEntry | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  // Issue 26: the count after a filter change in a polite status line; a title per state.
  const [filtered, setFiltered] = useState(false);
  const shownCount = filtered && list.kind === "ok" ? copy.shown(list.data.length, filter) : "";
  useStaffTitle(loadedTitle(copy.heading, list, opened ? copy.openedTitle(opened.reference) : filter ? copy.filteredTitle(filter) : undefined));

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
      <Select
        label={copy.filter}
        options={[
          { id: "received", label: copy.statusReceived },
          { id: "answered", label: copy.statusAnswered },
        ]}
        emptyLabel={copy.all}
        value={filter === "" ? null : filter}
        onChange={(value) => {
          setFilter(value === "received" || value === "answered" ? value : "");
          setOpened(null);
          setFiltered(true);
          queueMicrotask(reload);
        }}
        className="staff-field"
      />
      <CountStatus text={shownCount} />
      <StatusLine takeFocus>{status}</StatusLine>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <LoadState state={list} />
      {list.kind === "ok" ? (
        <Table
          caption={copy.count(list.data.length)}
          columns={[
            { id: "reference", name: "Reference" },
            { id: "kind", name: "Kind" },
            { id: "from", name: "From" },
            { id: "subject", name: "Subject" },
            { id: "received", name: "Received" },
            { id: "status", name: "Status" },
          ]}
          rows={list.data.map((entry) => ({
            id: entry.id,
            cells: {
              reference: (
                <button type="button" className="staff-link-button" onClick={() => void open(entry.id)}>
                  {copy.open(entry.reference)}
                </button>
              ),
              kind: entry.kind === "quote" ? copy.quote : copy.contact,
              from: entry.email,
              subject: entry.subject,
              received: entry.created_at.slice(0, 10),
              status: entry.status === "answered" ? copy.statusAnswered : copy.statusReceived,
            },
          }))}
          className="table-scroll"
        />
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

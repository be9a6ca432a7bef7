import { contactFieldKeys, contactFields, formatMoney, formatQuantity, OPEN_REQUEST_PARAM, type ContactField, type InboxEntry, type InboxSummary } from "@jute/api/contract";
import { PageHeading, Select, Table } from "@jute/ui";
import { Fragment, memo, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { millTime } from "../../shared/time/mill-time";
import type { SelectOption } from "@jute/ui";
import { threadClient } from "../../shared/api/threads";
import { RequestThread } from "../../shared/request-thread/request-thread";
import { EnquiryAnswer } from "./inbox/enquiry-answer";
import { loadSpecOptions } from "./inbox/spec-options";
import { staffCopy } from "./staff.copy";
import { StaffOfferPanel } from "./offers/staff-offer-panel";
import { staffClient } from "./staff-api";
import { CountStatus, ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

const copy = staffCopy.inbox;

/** The contact form's fields the card shows in its own sentences; any other field is listed by its label. */
const toldApart: ReadonlySet<ContactField> = new Set(["name", "email", "subject", "message"]);
const listedFields = contactFieldKeys.filter((field) => !toldApart.has(field));
type Filter = "" | "received" | "answered";

function Opened({ entry, onChanged, onSeen }: { entry: InboxEntry; onChanged: (msg: string) => void; onSeen: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const [specOptions, setSpecOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    void loadSpecOptions().then(setSpecOptions);
  }, []);
  const zone = entry.time_zone;
  return (
    <section aria-labelledby={`enquiry-${entry.id}`} className="staff-card">
      <h2 id={`enquiry-${entry.id}`} ref={heading} tabIndex={-1}>
        {entry.reference}: {entry.subject}
      </h2>
      <p>
        {entry.kind === "quote" ? copy.quote : copy.contact} from {entry.name} ({entry.email}), {copy.received(millTime(entry.created_at, zone))}. {copy.status}:{" "}
        {entry.status === "answered" ? copy.statusAnswered : copy.statusReceived}
      </p>
      {entry.answered_at || entry.reopened_at ? (
        <p>
          {entry.answered_at ? copy.answeredBy(millTime(entry.answered_at, zone), entry.answered_by) : null} {entry.reopened_at ? copy.reopenedBy(millTime(entry.reopened_at, zone), entry.reopened_by) : null}
        </p>
      ) : null}
      {entry.lines.length > 0 ? (
        <ol className="staff-lines" aria-label={copy.linesLabel(entry.lines.length)}>
          {entry.lines.map((line, index) => (
            <li key={index}>
              {formatQuantity(line.quantity, line.unit)} of {line.product}
              {line.spec ? ` (${line.spec})` : ""}, {line.company}, to {line.port}: {formatMoney(line.unit_price)} per {line.unit}, {formatMoney(line.total)} in all (price in force since{" "}
              {line.effective_from}).{line.note ? <blockquote className="staff-message">{line.note}</blockquote> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {listedFields.length > 0 ? (
        <dl>
          {listedFields.map((field) => (
            <Fragment key={field}>
              <dt>{contactFields[field].label}</dt>
              <dd>{entry[field]}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {entry.message ? <blockquote className="staff-message">{entry.message}</blockquote> : null}
      {entry.replies.length > 0 ? (
        <>
          <h3>{copy.replies}</h3>
          <ol className="staff-replies">
            {entry.replies.map((reply) => (
              <li key={reply.at}>
                <p>{copy.replyBy(millTime(reply.at, zone), reply.by)}</p>
                <blockquote className="staff-message">{reply.message}</blockquote>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <EnquiryAnswer key={`${entry.id}:${entry.status}:${entry.replies.length}`} entry={entry} onChanged={onChanged} />
      <RequestThread key={`thread:${entry.id}:${entry.replies.length}`} side="staff" reference={entry.reference} enquiryId={entry.id} specOptions={specOptions} onSeen={onSeen} />
      {entry.kind === "quote" ? <StaffOfferPanel key={entry.id} entry={entry} /> : null}
    </section>
  );
}

export function InboxPage() {
  const [filter, setFilter] = useState<Filter>("");
  const [list, reload] = useStaffCall((client) => client.getInbox(filter));
  const [opened, setOpened] = useState<InboxEntry | null>(null);
  // The buyers' messages not seen yet, per request and in all (read with the list, and again once a thread is seen).
  const [unread, setUnread] = useState<{ total: number; byRequest: Map<string, number> } | null>(null);
  const readUnread = async () => {
    const result = await (await threadClient()).getStaffUnread();
    if (result.kind === "ok") setUnread({ total: result.data.total, byRequest: new Map(result.data.requests.map((entry) => [entry.enquiry_id, entry.unread])) });
  };
  useEffect(() => {
    if (list.kind === "ok") void readUnread();
  }, [list]);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  // Issue 26: the count after a filter change in a polite status line; a title per state.
  const [filtered, setFiltered] = useState(false);
  const shownCount = filtered && list.kind === "ok" ? copy.shown(list.data.length, filter) : "";
  useStaffTitle(loadedTitle(copy.heading, list, opened ? copy.openedTitle(opened.reference) : filter ? copy.filteredTitle(filter) : undefined));

  // Stable (it uses only state setters): the table is drawn again only when its list or its
  // unread counts change, not at each choice in the filter (issue 36: 60 to 80 ms of the key's
  // task at 4x CPU).
  const open = useCallback(async (id: string) => {
    setError("");
    const result = await (await staffClient()).openEnquiry(id);
    if (result.kind === "ok") setOpened(result.data);
    else setError(result.msg || "Error");
  }, []);
  const openFromTable = useCallback((id: string) => void open(id), [open]);
  // `?open=<id>` (a link from the Offers page): that enquiry opens, with its offer panel.
  const [params] = useSearchParams();
  const openId = params.get(OPEN_REQUEST_PARAM);
  useEffect(() => {
    if (openId) void open(openId);
  }, [openId, open]);
  // A reply, a mark or a reopen (or another clerk's, met as a refusal): say so, show it as it is now.
  const changed = (msg: string) => {
    setStatus(msg);
    if (opened) void open(opened.id);
    reload();
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
      {/* Said politely when the count changes (once per change: the words change only then). */}
      <p role="status" className="staff-unread">
        {unread && unread.total > 0 ? copy.unreadTotal(unread.total) : ""}
      </p>
      <StatusLine takeFocus>{status}</StatusLine>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <LoadState state={list} />
      {list.kind === "ok" ? <InboxTable entries={list.data} unread={unread} onOpen={openFromTable} /> : null}
      {opened ? <Opened entry={opened} onChanged={changed} onSeen={() => void readUnread()} /> : null}
    </>
  );
}

/** The inbox's table: one row per request, each opened by its "Open" button. */
const InboxTable = memo(function InboxTable({ entries, unread, onOpen }: { entries: InboxSummary[]; unread: { byRequest: Map<string, number> } | null; onOpen: (id: string) => void }) {
  return (
    <Table
      caption={copy.count(entries.length)}
      // Cards while the table's own width is narrow (at 390 px), each headed by its "Open" button, right under the page's h1.
      cards
      cardHeadingLevel={2}
      columns={[
        { id: "reference", name: "Reference", isRowHeader: true },
        { id: "kind", name: "Kind" },
        { id: "from", name: "From" },
        { id: "subject", name: "Subject" },
        { id: "received", name: "Received" },
        { id: "status", name: "Status" },
      ]}
      rows={entries.map((entry) => ({
        id: entry.id,
        cells: {
          reference: (
            <button type="button" className="staff-link-button" onClick={() => onOpen(entry.id)}>
              {copy.open(entry.reference)}
            </button>
          ),
          kind: entry.kind === "quote" ? copy.quote : copy.contact,
          from: entry.email,
          subject: entry.subject,
          received: millTime(entry.created_at, entry.time_zone),
          status: `${entry.status === "answered" ? copy.statusAnswered : copy.statusReceived}${unread?.byRequest.get(entry.id) ? `, ${copy.unreadOne(unread.byRequest.get(entry.id) ?? 0)}` : ""}`,
        },
      }))}
      className="table-scroll"
    />
  );
});

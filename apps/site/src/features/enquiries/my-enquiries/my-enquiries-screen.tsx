import "../../../shared/flows/flows.css";
import { LinkButton, PlainButton, Spinner, Table } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { RequestThread } from "../../../shared/request-thread/request-thread";
import { threadCopy } from "../../../shared/request-thread/thread.copy";
import { requestTitle } from "@jute/api/contract";
import { millTime } from "../../../shared/time/mill-time";
import { myEnquiriesCopy as copy } from "../enquiries.copy";
import { myEnquiriesMachine } from "./my-enquiries.machine";

/**
 * The member's enquiries and quote requests as a table (reference, when sent at the mill's
 * time, product or subject, status), then the mill's replies, enquiry by enquiry.
 */
export function MyEnquiriesScreen({ machine = myEnquiriesMachine }: { machine?: typeof myEnquiriesMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { enquiries, error } = snapshot.context;
  // The request whose thread is open (one at a time: each opens its own, oldest message first).
  const [talking, setTalking] = useState<string | null>(null);

  if (snapshot.matches("loading")) return <Spinner label={copy.loading} size="lg" />;
  if (snapshot.matches("loggedOut")) {
    return (
      <p>
        {copy.loggedOut}{" "}
        <LinkButton href="/login" variant="primary" size="sm" routerOptions={{ state: { returnTo: { path: "/my-enquiries" } } }}>
          Login
        </LinkButton>
      </p>
    );
  }
  if (snapshot.matches("error")) {
    return (
      <div role="alert">
        <p>{error ? `${copy.failed} ${error}` : copy.failed}</p>
        <PlainButton type="button" variant="primary" onClick={() => send({ type: "enquiries.retry" })}>
          {copy.retry}
        </PlainButton>
      </div>
    );
  }
  if (snapshot.matches("empty")) return <p>{copy.empty}</p>;
  const columns = [
    { id: "reference", name: copy.columns.reference, isRowHeader: true },
    { id: "date", name: copy.columns.date },
    { id: "what", name: copy.columns.what },
    { id: "status", name: copy.columns.status },
  ];
  const rows = enquiries.map((entry) => ({
    id: entry.reference,
    cells: {
      reference: entry.reference,
      date: millTime(entry.created_at, entry.time_zone),
      what: (
        <>
          <span className="my-enquiries__kind">{copy.kinds[entry.kind]}: </span>
          {entry.kind !== "quote" ? (
            entry.subject
          ) : entry.lines.length === 1 && entry.lines[0] ? (
            copy.line(entry.lines[0])
          ) : (
            <ul className="my-enquiries__lines">
              {entry.lines.map((line, index) => (
                <li key={index}>{copy.line(line)}</li>
              ))}
            </ul>
          )}
        </>
      ),
      status: entry.replies.length > 0 ? `${copy.statuses[entry.status]} (${copy.replyCount(entry.replies.length)})` : copy.statuses[entry.status],
    },
  }));
  const answered = enquiries.filter((entry) => entry.replies.length > 0);
  return (
    <>
      {/* Cards when its own width is narrow (a phone: the Status column sat off-screen in a sideways scroller), as the costing results do. */}
      <Table caption={copy.caption} hideCaption columns={columns} rows={rows} cards cardHeadingLevel={2} className="my-enquiries__table" />
      <section aria-labelledby="my-enquiries-messages" className="my-enquiries__messages">
        <h2 id="my-enquiries-messages">{threadCopy.heading}</h2>
        <p>{copy.messagesLead}</p>
        <ul className="my-enquiries__threads">
          {enquiries.map((entry) => (
            <li key={entry.reference}>
              <PlainButton type="button" variant="secondary" size="sm" aria-expanded={talking === entry.reference} onClick={() => setTalking(talking === entry.reference ? null : entry.reference)}>
                {threadCopy.open(entry.reference)}
              </PlainButton>
              {talking === entry.reference ? <RequestThread side="member" reference={entry.reference} enquiryId="" /> : null}
            </li>
          ))}
        </ul>
      </section>
      {answered.length > 0 ? (
        <section aria-labelledby="my-enquiries-replies" className="my-enquiries__replies">
          <h2 id="my-enquiries-replies">{copy.repliesHeading}</h2>
          <p>{copy.repliesLead(answered[0]?.time_zone ?? "")}</p>
          {answered.map((entry) => (
            <article key={entry.reference} aria-labelledby={`replies-${entry.reference}`}>
              <h3 id={`replies-${entry.reference}`}>
                {entry.reference}: {entry.kind === "quote" ? requestTitle(entry.lines) : entry.subject}
              </h3>
              <ol className="my-enquiries__thread">
                {entry.replies.map((reply) => (
                  <li key={reply.at}>
                    <p className="my-enquiries__reply-at">{copy.replyAt(millTime(reply.at, entry.time_zone))}</p>
                    <blockquote className="my-enquiries__reply">{reply.message}</blockquote>
                  </li>
                ))}
              </ol>
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}

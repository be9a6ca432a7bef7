import "../../../shared/flows/flows.css";
import { LinkButton, PlainButton, Spinner, Table } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { myEnquiriesCopy as copy } from "../enquiries.copy";
import { myEnquiriesMachine } from "./my-enquiries.machine";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** The member's enquiries and quote requests as a table: reference, date, product or subject, status. */
export function MyEnquiriesScreen({ machine = myEnquiriesMachine }: { machine?: typeof myEnquiriesMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { enquiries, error } = snapshot.context;

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
      date: dateFormat.format(new Date(entry.created_at)),
      what: (
        <>
          <span className="my-enquiries__kind">{copy.kinds[entry.kind]}: </span>
          {entry.kind === "quote" ? `${entry.product}, ${entry.quantity} to ${entry.port}` : entry.subject}
        </>
      ),
      status: copy.statuses[entry.status],
    },
  }));
  return <Table caption={copy.caption} hideCaption columns={columns} rows={rows} className="my-enquiries__table" />;
}

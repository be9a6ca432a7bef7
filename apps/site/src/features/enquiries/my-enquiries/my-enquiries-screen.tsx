import "../../../shared/flows/flows.css";
import { LinkButton, PlainButton, Spinner } from "@jute/ui";
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
  return (
    <table className="costing__table costing__table--rows my-enquiries__table">
      <caption className="visually-hidden">{copy.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columns.reference}</th>
          <th scope="col">{copy.columns.date}</th>
          <th scope="col">{copy.columns.what}</th>
          <th scope="col">{copy.columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {enquiries.map((entry) => (
          <tr key={entry.reference}>
            <th scope="row">{entry.reference}</th>
            <td>{dateFormat.format(new Date(entry.created_at))}</td>
            <td>
              <span className="my-enquiries__kind">{copy.kinds[entry.kind]}: </span>
              {entry.kind === "quote" ? `${entry.product}, ${entry.quantity} to ${entry.port}` : entry.subject}
            </td>
            <td>{copy.statuses[entry.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

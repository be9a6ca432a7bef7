import { PageHeading, buttonClassName } from "@jute/ui";
import { useEffect, useId, useState, type FormEvent } from "react";
import { staffCopy } from "./staff.copy";
import { staffClient } from "./staff-api";
import { ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";

const copy = staffCopy.fares;

export function FaresPage() {
  const [fares, reload] = useStaffCall((client) => client.getFares());
  const [values, setValues] = useState<Record<string, string>>({});
  const [day, setDay] = useState("");
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const dateId = useId();

  useEffect(() => {
    if (fares.kind !== "ok") return;
    setValues(Object.fromEntries(fares.data.fares.map((fare) => [fare.truck_fare_id, fare.fare])));
    setDay((current) => current || fares.data.today);
  }, [fares]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("");
    setError("");
    const result = await (await staffClient()).setFares({ effectiveFrom: day, fares: Object.entries(values).map(([truckFareId, fare]) => ({ truckFareId, fare })) });
    if (result.kind === "ok") {
      setStatus(copy.saved(result.data.changed));
      reload();
    } else setError(result.msg || "Error");
  };

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <LoadState state={fares} />
      {fares.kind === "ok" ? (
        <form onSubmit={(event) => void save(event)} noValidate>
          <table className="spec-table staff-fares">
            <caption>Fares in force on {fares.data.today}</caption>
            <thead>
              <tr>
                <th scope="col">Port</th>
                <th scope="col">USD per tonne</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {fares.data.fares.map((fare) => (
                <tr key={fare.truck_fare_id}>
                  <th scope="row" id={`port-${fare.truck_fare_id}`}>
                    {fare.location}
                  </th>
                  <td>
                    <input
                      aria-labelledby={`port-${fare.truck_fare_id}`}
                      inputMode="decimal"
                      value={values[fare.truck_fare_id] ?? ""}
                      onChange={(event) => setValues({ ...values, [fare.truck_fare_id]: event.target.value })}
                    />
                  </td>
                  <td>{fare.effective_from || "the start"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="staff-field">
            <label htmlFor={dateId}>{copy.effectiveFrom}</label>
            <input id={dateId} type="date" min={fares.data.today} value={day} onChange={(event) => setDay(event.target.value)} />
          </div>
          <button type="submit" className={buttonClassName("primary")}>
            {copy.save}
          </button>
          <StatusLine>{status}</StatusLine>
          {error ? <ErrorLine>{error}</ErrorLine> : null}
          {fares.data.scheduled.length > 0 ? (
            <>
              <h2>{copy.scheduled}</h2>
              <ul>
                {fares.data.scheduled.map((fare) => (
                  <li key={`${fare.truck_fare_id}-${fare.effective_from}`}>
                    {fares.data.fares.find((port) => port.truck_fare_id === fare.truck_fare_id)?.location}: {fare.fare} from {fare.effective_from}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </form>
      ) : null}
    </>
  );
}

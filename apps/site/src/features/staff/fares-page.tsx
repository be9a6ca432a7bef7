import { DateField, PageHeading, PlainButton, Table, TextField, VisuallyHidden } from "@jute/ui";
import { useEffect, useState, type FormEvent } from "react";
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
          <Table
            caption={`Fares in force on ${fares.data.today}`}
            columns={[
              { id: "port", name: "Port", isRowHeader: true },
              { id: "fare", name: "USD per tonne" },
              { id: "since", name: "Since" },
            ]}
            rows={fares.data.fares.map((fare) => ({
              id: fare.truck_fare_id,
              cells: {
                port: fare.location,
                // Named by its port (the row header says it on screen).
                fare: (
                  <TextField
                    label={<VisuallyHidden>{fare.location}</VisuallyHidden>}
                    inputMode="decimal"
                    value={values[fare.truck_fare_id] ?? ""}
                    onChange={(value) => setValues({ ...values, [fare.truck_fare_id]: value })}
                  />
                ),
                since: fare.effective_from || "the start",
              },
            }))}
            className="table-scroll staff-fares"
          />
          <DateField label={copy.effectiveFrom} min={fares.data.today} value={day} onChange={setDay} className="staff-field" />
          <PlainButton type="submit" variant="primary">
            {copy.save}
          </PlainButton>
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

/**
 * The port fares screen (staff), run by faresMachine: the fares in force in a table whose
 * inputs are named by their port, a day, "Preview the change"; then the preview (each port
 * whose fare moves, old and new, the percentage, the ones beyond ±25% flagged and confirmed by
 * a checkbox) and "Save fares"; then the outcome. A refusal names the port: an error summary
 * takes focus and links to the input, which is marked invalid and described by the message.
 * Each state has its own document title; outcomes are said in a polite status line.
 */
import type { FareDiffLine, FaresData } from "@jute/api/contract";
import { Checkbox, DateField, Form, PlainButton, Table, TextField, VisuallyHidden } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ScheduledChanges, type ScheduledChangeItem } from "../changes/scheduled-changes";
import { formatPrice } from "../price-format";
import { staffCopy } from "../staff.copy";
import { StatusLine } from "../staff-data";
import { staffErrorTitle, staffTitle, useStaffTitle } from "../staff-title";
import { faresMachine } from "./fares.machine";

const copy = staffCopy.fares;

export const fareInputId = (truckFareId: string) => `fare-${truckFareId}`;
const DAY_ID = "fares-effective-from";

/** The id of the input a refusal's field names (`fares.1.fare` is the second port sent). */
function inputOfField(field: string | null, sent: { truckFareId: string }[]): { id: string } | null {
  if (field === "effective_from") return { id: DAY_ID };
  const match = /^fares\.(\d+)\./.exec(field ?? "");
  const port = match ? sent[Number(match[1])] : undefined;
  return port ? { id: fareInputId(port.truckFareId) } : null;
}

function ChangeTable({ lines, caption }: { lines: FareDiffLine[]; caption: string }) {
  return (
    <Table
      caption={caption}
      columns={[
        { id: "port", name: "Port", isRowHeader: true },
        { id: "fare", name: "Fare (USD per tonne)" },
        { id: "change", name: "Change" },
      ]}
      rows={lines.map((line) => ({
        id: line.truck_fare_id,
        ...(line.flagged ? { className: "staff-flagged" } : {}),
        cells: {
          port: line.location,
          fare: `${formatPrice(line.old_fare)} → ${formatPrice(line.new_fare)}`,
          change: (
            <>
              {line.percent === null ? copy.fromZero : `${line.percent > 0 ? "+" : ""}${line.percent}%`}
              {line.flagged ? <strong className="staff-flag"> {copy.flagged}</strong> : null}
            </>
          ),
        },
      }))}
      emptyState={copy.noChange}
      className="table-scroll staff-fares"
    />
  );
}

/** The fares changes scheduled for a later day, one card each (a change's rows share its id). */
function scheduledChanges(fares: FaresData): ScheduledChangeItem[] {
  return [...new Set(fares.scheduled.map((fare) => fare.change_id))].map((changeId) => {
    const rows = fares.scheduled.filter((fare) => fare.change_id === changeId);
    const day = rows[0]?.effective_from ?? "";
    return {
      changeId,
      summary: `${copy.scheduledChange(changeId, day)}: ${rows.map((fare) => `${fare.location} ${formatPrice(fare.fare)}`).join("; ")}`,
      cancelLabel: copy.cancel(changeId, day),
      confirm: { question: copy.cancelQuestion(day), detail: copy.cancelDetail(day, rows.length), yes: copy.cancelYes, no: staffCopy.keep },
    };
  });
}

/** `machine`: faresMachine, or a copy of it (the stories give one with fake network actors). */
export function FaresScreen({ machine = faresMachine }: { machine?: typeof faresMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const state = String(snapshot.value);
  const fares = context.fares;
  const [values, setValues] = useState<Record<string, string>>({});
  const [day, setDay] = useState("");
  const [flagsConfirmed, setFlagsConfirmed] = useState(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);

  // The typed fares start from the ones in force (each load), unless a change is being edited.
  useEffect(() => {
    if (!fares) return;
    if (!context.change) setValues(Object.fromEntries(fares.fares.map((fare) => [fare.truck_fare_id, fare.fare])));
    setDay((current) => (current && current >= fares.today ? current : fares.today));
  }, [fares, context.change]);

  const refused = state === "editing" && context.error !== null;
  useStaffTitle(
    refused
      ? staffErrorTitle(copy.heading, copy.errorTitles.refused)
      : state === "loadFailed"
        ? staffErrorTitle(copy.heading, copy.errorTitles.loadFailed)
        : state === "failed"
          ? staffErrorTitle(copy.heading, copy.errorTitles[context.failedStep ?? "save"])
        : staffTitle(copy.heading, copy.stateTitles[state] ?? state),
  );
  useEffect(() => {
    if (state === "reviewing" || state === "applied" || state === "scheduled" || state === "failed") outcomeRef.current?.focus();
    if (state === "reviewing") setFlagsConfirmed(false);
  }, [state, refused, context.diff?.version]);

  const sent = context.change?.fares ?? [];
  const wrong = refused ? inputOfField(context.field, sent) : null;
  const errors = refused && context.error ? [{ message: context.error, ...(wrong ? { fieldId: wrong.id } : {}) }] : [];

  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (!fares) return;
    send({ type: "fares.preview", change: { effectiveFrom: day, fares: fares.fares.map((fare) => ({ truckFareId: fare.truck_fare_id, fare: values[fare.truck_fare_id] ?? "" })) } });
  };

  const editable = state === "editing" || state === "previewing";
  const diff = context.diff;
  const status =
    state === "applied" || state === "scheduled"
      ? copy.saved(context.applied?.scheduled ?? false, context.applied?.effective_from ?? "", context.applied?.changed ?? 0)
      : state === "loading" || state === "cancelling"
        ? "Loading…"
        : context.cancelled;

  return (
    <>
      <StatusLine>{status}</StatusLine>
      {state === "loadFailed" ? (
        <>
          <p role="alert" className="staff-error">
            {context.error}
          </p>
          <PlainButton variant="outline" onClick={() => send({ type: "fares.retry" })}>
            {copy.retry}
          </PlainButton>
        </>
      ) : null}

      {fares && (editable || state === "cancelling") ? (
        // validation "caller": the flow checks the fares; the refused input is marked for assistive
        // technology, and no browser validation blocks the next preview once the fare is retyped.
        <Form onSubmit={preview} errors={errors} errorTitle={copy.errorTitle} validation="caller" className="staff-fares-form">
          <p>{copy.today(fares.today, fares.time_zone)}</p>
          <Table
            caption={copy.inForce(fares.today)}
            columns={[
              { id: "port", name: "Port", isRowHeader: true },
              { id: "fare", name: "Fare (USD per tonne)" },
              { id: "since", name: "Since" },
            ]}
            rows={fares.fares.map((fare) => ({
              id: fare.truck_fare_id,
              cells: {
                port: fare.location,
                // Named by its port (the row header says it on screen).
                fare: (
                  <TextField
                    id={fareInputId(fare.truck_fare_id)}
                    name={fareInputId(fare.truck_fare_id)}
                    label={<VisuallyHidden>{copy.fareLabel(fare.location)}</VisuallyHidden>}
                    inputMode="decimal"
                    autoComplete="off"
                    value={values[fare.truck_fare_id] ?? ""}
                    isDisabled={!editable || state === "previewing"}
                    // The port the server named: marked invalid and described by its words.
                    isInvalid={wrong?.id === fareInputId(fare.truck_fare_id)}
                    {...(wrong?.id === fareInputId(fare.truck_fare_id) && context.error ? { errorMessage: context.error } : {})}
                    onChange={(value) => setValues((current) => ({ ...current, [fare.truck_fare_id]: value }))}
                    className="staff-fare-input"
                  />
                ),
                since: fare.effective_from || copy.sinceStart,
              },
            }))}
            className="table-scroll staff-fares"
          />
          <DateField
            id={DAY_ID}
            name="effective_from"
            isInvalid={wrong?.id === DAY_ID}
            {...(wrong?.id === DAY_ID && context.error ? { errorMessage: context.error } : {})}
            label={copy.effectiveFrom} description={copy.effectiveHint} min={fares.today} value={day} onChange={setDay} isDisabled={state === "previewing"} className="staff-field" />
          <PlainButton type="submit" variant="primary" disabled={state !== "editing"}>
            {state === "previewing" ? copy.previewing : copy.preview}
          </PlainButton>
          <h2>{copy.scheduled}</h2>
          <ScheduledChanges
            changes={scheduledChanges(fares)}
            none={copy.noneScheduled}
            busy={state !== "editing"}
            onCancel={(changeId) => send({ type: "fares.cancelScheduled", changeId })}
          />
        </Form>
      ) : null}

      {(state === "reviewing" || state === "applying") && diff ? (
        <section aria-labelledby="fares-preview-heading" className="staff-outcome">
          <h2 id="fares-preview-heading" ref={outcomeRef} tabIndex={-1}>
            {copy.previewHeading(diff.scheduled, diff.effective_from)}
          </h2>
          {context.notice ? (
            <p role="alert" className="staff-error">
              {context.notice}
            </p>
          ) : null}
          <p>{copy.counts(diff.counts)}</p>
          <ChangeTable lines={diff.changed} caption={copy.changedCaption(diff.counts.changed)} />
          {diff.counts.flagged > 0 ? (
            <Checkbox isSelected={flagsConfirmed} onChange={setFlagsConfirmed} isDisabled={state === "applying"} className="staff-field">
              {copy.confirmFlags(diff.counts.flagged)}
            </Checkbox>
          ) : null}
          <div className="staff-actions">
            <PlainButton
              variant="primary"
              disabled={state === "applying" || diff.counts.changed === 0 || (diff.counts.flagged > 0 && !flagsConfirmed)}
              onClick={() => send({ type: "fares.apply", flagsConfirmed })}
            >
              {state === "applying" ? copy.saving : copy.save}
            </PlainButton>
            <PlainButton variant="outline" disabled={state === "applying"} onClick={() => send({ type: "fares.edit" })}>
              {copy.edit}
            </PlainButton>
          </div>
        </section>
      ) : null}

      {(state === "applied" || state === "scheduled") && context.applied ? (
        <section aria-labelledby="fares-outcome-heading" className="staff-outcome">
          <h2 id="fares-outcome-heading" ref={outcomeRef} tabIndex={-1}>
            {copy.saved(context.applied.scheduled, context.applied.effective_from, context.applied.changed)}
          </h2>
          <p>{copy.undoHint(context.applied.change_id, context.applied.scheduled)}</p>
          <PlainButton variant="outline" onClick={() => send({ type: "fares.again" })}>
            {copy.again}
          </PlainButton>
        </section>
      ) : null}

      {state === "failed" ? (
        <section aria-labelledby="fares-failed-heading" className="staff-outcome">
          <h2 id="fares-failed-heading" ref={outcomeRef} tabIndex={-1}>
            {copy.failed[context.failedStep ?? "save"]}
          </h2>
          <p role="alert" className="staff-error">
            {context.error}
          </p>
          <div className="staff-actions">
            <PlainButton variant="primary" onClick={() => send({ type: "fares.edit" })}>
              {copy.edit}
            </PlainButton>
            <PlainButton variant="outline" onClick={() => send({ type: "fares.again" })}>
              {copy.again}
            </PlainButton>
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * The upload of a price list (staff): the form, then the file's problems with their line
 * numbers, or its dry-run diff with the changes beyond ±25% flagged, then the outcome. Each
 * outcome's heading takes focus, so a screen reader hears what happened.
 */
import type { DiffLine } from "@jute/api/contract";
import { buttonClassName } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatPrice } from "../price-format";
import { staffCopy } from "../staff.copy";
import { priceUploadMachine } from "./price-upload.machine";

const copy = staffCopy.upload;

function spec(line: DiffLine) {
  return [line.company, `${line.sub_category} (${line.sub_category_id})`, line.size, line.yarn_count && `count ${line.yarn_count}`, line.ply && `ply ${line.ply}`, line.oil]
    .filter(Boolean)
    .join(", ");
}

function DiffTable({ caption, lines, kind }: { caption: string; lines: DiffLine[]; kind: "changed" | "added" | "missing" }) {
  if (lines.length === 0) return null;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="spec-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Spec</th>
            <th scope="col">{kind === "added" ? "New price (USD)" : "Price (USD)"}</th>
            {kind === "changed" ? <th scope="col">Change</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.flagged ? "staff-flagged" : undefined}>
              <td>{line.line ?? "–"}</td>
              <td>{spec(line)}</td>
              <td>
                {kind === "changed"
                  ? `${formatPrice(line.old_price ?? "")} → ${formatPrice(line.new_price ?? "")}`
                  : formatPrice((kind === "added" ? line.new_price : line.old_price) ?? "")}
              </td>
              {kind === "changed" ? (
                <td>
                  {line.percent !== null ? `${line.percent > 0 ? "+" : ""}${line.percent}%` : ""}
                  {line.flagged ? <strong className="staff-flag"> {copy.flagged}</strong> : null}
                  {line.rounded ? <span className="staff-rounded"> ({copy.rounded})</span> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PriceUploadScreen({ today, onApplied }: { today: string; onApplied: () => void }) {
  const [snapshot, send] = useMachine(priceUploadMachine);
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [retire, setRetire] = useState(false);
  const [flagsConfirmed, setFlagsConfirmed] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const ids = { file: useId(), hint: useId(), date: useId(), retire: useId(), confirm: useId(), locked: useId() };
  const { context } = snapshot;
  const state = String(snapshot.value);

  useEffect(() => {
    if (state === "invalid" || state === "previewing" || state === "applied" || state === "failed") outcomeRef.current?.focus();
    if (state === "applied") onApplied();
    if (state === "previewing") setFlagsConfirmed(false);
    // The outcome changes with the state (and a fresh diff with its version) only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, context.diff?.version]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError("Choose a CSV file first");
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    send({ type: "upload.submit", upload: { fileName: file.name, csv: await file.text(), effectiveFrom, retireMissing: retire } });
  };

  const busy = state === "parsing" || state === "applying";
  // What is checked is what is applied: the date and the option are locked while a preview stands.
  const locked = state === "previewing" || state === "applying";
  const diff = context.diff;
  return (
    <section aria-labelledby="upload-heading" className="staff-upload">
      <h2 id="upload-heading">{copy.heading}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="staff-field">
          <label htmlFor={ids.file}>{copy.file}</label>
          <input id={ids.file} ref={fileRef} type="file" accept=".csv,text/csv" aria-describedby={ids.hint} disabled={busy} />
          <p id={ids.hint} className="form-note">
            {copy.fileHint}
          </p>
          {fileError ? <p role="alert" className="staff-error">{fileError}</p> : null}
        </div>
        <div className="staff-field">
          <label htmlFor={ids.date}>{copy.effectiveFrom}</label>
          <input
            id={ids.date}
            type="date"
            min={today}
            value={effectiveFrom}
            required
            onChange={(event) => setEffectiveFrom(event.target.value)}
            disabled={busy || locked}
            aria-describedby={locked ? ids.locked : undefined}
          />
        </div>
        <div className="staff-field staff-field--check">
          <input
            id={ids.retire}
            type="checkbox"
            checked={retire}
            onChange={(event) => setRetire(event.target.checked)}
            disabled={busy || locked}
            aria-describedby={locked ? ids.locked : undefined}
          />
          <label htmlFor={ids.retire}>{copy.retire}</label>
        </div>
        {locked && context.upload ? (
          <p id={ids.locked} className="form-note">
            {copy.locked(context.upload.effectiveFrom, context.upload.retireMissing)}
          </p>
        ) : null}
        <button type="submit" className={buttonClassName("primary")} disabled={busy}>
          {state === "parsing" ? copy.checking : copy.check}
        </button>
      </form>

      <div className="staff-outcome">
        {state === "invalid" ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {context.problemTotal > 0 ? copy.problems(context.problemTotal) : context.error}
            </h3>
            {context.problems.length > 0 ? (
              <ul className="staff-problems">
                {context.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.msg}`}>
                    Line {problem.line}: {problem.msg}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}

        {(state === "previewing" || state === "applying") && diff ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {copy.summary}
            </h3>
            {context.notice ? <p role="alert" className="staff-error">{context.notice}</p> : null}
            <p>{copy.counts(diff.counts)}</p>
            {diff.notices.length > 0 ? (
              <>
                <h4>{copy.notices}</h4>
                <ul className="staff-notices">
                  {diff.notices.map((notice) => (
                    <li key={notice}>{notice}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {diff.counts.rounded > 0 ? <p className="staff-warning">{copy.roundedCount(diff.counts.rounded)}</p> : null}
            <DiffTable caption={`Changed prices (${diff.counts.changed})`} lines={diff.changed} kind="changed" />
            <DiffTable caption={`Added prices (${diff.counts.added})`} lines={diff.added} kind="added" />
            <DiffTable caption={`In force but missing from the file (${diff.counts.missing})`} lines={diff.missing} kind="missing" />
            {diff.counts.flagged > 0 ? (
              <div className="staff-field staff-field--check">
                <input id={ids.confirm} type="checkbox" checked={flagsConfirmed} onChange={(event) => setFlagsConfirmed(event.target.checked)} />
                <label htmlFor={ids.confirm}>{copy.confirmFlags(diff.counts.flagged)}</label>
              </div>
            ) : null}
            <div className="staff-actions">
              <button
                type="button"
                className={buttonClassName("primary")}
                disabled={state === "applying" || (diff.counts.flagged > 0 && !flagsConfirmed)}
                onClick={() => send({ type: "upload.apply", flagsConfirmed })}
              >
                {state === "applying" ? copy.applying : copy.apply}
              </button>
              <button type="button" className={buttonClassName("outline")} disabled={state === "applying"} onClick={() => send({ type: "upload.reset" })}>
                {copy.startOver}
              </button>
            </div>
          </>
        ) : null}

        {state === "applied" && context.applied ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {copy.applied(context.applied.scheduled, context.applied.effective_from)}
            </h3>
            <p>{copy.counts(context.applied)}</p>
            <button type="button" className={buttonClassName("outline")} onClick={() => send({ type: "upload.reset" })}>
              {copy.another}
            </button>
          </>
        ) : null}

        {state === "failed" ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {copy.failed}
            </h3>
            <p role="alert" className="staff-error">{context.error}</p>
            <button type="button" className={buttonClassName("outline")} onClick={() => send({ type: "upload.reset" })}>
              {copy.startOver}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

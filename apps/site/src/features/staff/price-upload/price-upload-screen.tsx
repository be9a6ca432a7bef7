/**
 * The upload of a price list (staff): the form, then the file's problems with their line
 * numbers, or its dry-run diff with the changes beyond ±25% flagged, then the outcome. Each
 * outcome's heading takes focus, so a screen reader hears what happened. "Apply" is always
 * there and never disabled: pressed too early, it says beside itself what is missing and
 * takes focus there (the file field is marked too when no file is chosen).
 */
import type { DiffLine } from "@jute/api/contract";
import { afterNextPaint, Checkbox, DateField, FileField, PlainButton, Select, Table } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { formatPrice } from "../price-format";
import { staffCopy } from "../staff.copy";
import { staffClient } from "../staff-api";
import { priceUploadMachine, type ApplyMissing } from "./price-upload.machine";
import { staffErrorTitle, staffTitle } from "../staff-title";

const copy = staffCopy.upload;

function spec(line: DiffLine) {
  return [line.company, `${line.sub_category} (${line.sub_category_id})`, line.size, line.yarn_count && `count ${line.yarn_count}`, line.ply && `ply ${line.ply}`, line.oil]
    .filter(Boolean)
    .join(", ");
}

function DiffTable({ caption, lines, kind }: { caption: string; lines: DiffLine[]; kind: "changed" | "added" | "missing" }) {
  if (lines.length === 0) return null;
  const columns = [
    { id: "line", name: "Line" },
    { id: "spec", name: "Spec", isRowHeader: true },
    { id: "price", name: kind === "added" ? "New price (USD)" : "Price (USD)" },
    ...(kind === "changed" ? [{ id: "change", name: "Change" }] : []),
  ];
  const rows = lines.map((line) => ({
    id: line.key,
    ...(line.flagged ? { className: "staff-flagged" } : {}),
    cells: {
      line: line.line ?? "–",
      spec: spec(line),
      price:
        kind === "changed"
          ? `${formatPrice(line.old_price ?? "")} → ${formatPrice(line.new_price ?? "")}`
          : formatPrice((kind === "added" ? line.new_price : line.old_price) ?? ""),
      change: (
        <>
          {line.percent !== null ? `${line.percent > 0 ? "+" : ""}${line.percent}%` : ""}
          {line.flagged ? <strong className="staff-flag"> {copy.flagged}</strong> : null}
          {line.rounded ? <span className="staff-rounded"> ({copy.rounded})</span> : null}
        </>
      ),
    },
  }));
  return <Table caption={caption} columns={columns} rows={rows} className="table-scroll" />;
}

/** The words for what "Apply" still needs. */
function missingText(missing: ApplyMissing, flagged: number): string {
  if (missing === "flags") return copy.missingFlags(flagged);
  return copy.missing[missing];
}

/** The title of the upload's state, or null while it is idle (the page's own then). */
function uploadTitle(state: string, problemTotal: number, applied: { scheduled: boolean; effective_from: string } | null): string | null {
  const page = staffCopy.prices.heading;
  const titles = copy.titles;
  if (state === "parsing") return staffTitle(page, titles.parsing);
  if (state === "invalid") return staffErrorTitle(page, problemTotal > 0 ? titles.problems(problemTotal) : titles.unreadable);
  if (state === "previewing") return staffTitle(page, titles.previewing);
  if (state === "applying") return staffTitle(page, titles.applying);
  if (state === "applied" && applied) return staffTitle(page, titles.applied(applied.scheduled, applied.effective_from));
  if (state === "failed") return staffErrorTitle(page, titles.failed);
  return null;
}

/**
 * `machine`: the flow's machine (Storybook passes one with fake network actors); `onTitle`: the
 * state's document title, or null when idle; `cancelledChange`: a scheduled list the page
 * cancelled (when it is the one this upload scheduled, its outcome no longer holds).
 */
export function PriceUploadScreen({
  today,
  onApplied,
  onTitle,
  cancelledChange = null,
  machine = priceUploadMachine,
}: {
  today: string;
  onApplied: () => void;
  onTitle?: (title: string | null) => void;
  cancelledChange?: string | null;
  machine?: typeof priceUploadMachine;
}) {
  const [snapshot, send] = useMachine(machine);
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [retire, setRetire] = useState(false);
  const [flagsConfirmed, setFlagsConfirmed] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  // A workbook's sheets (the server reads it) and the one to check: the first unless the clerk chooses.
  const [sheets, setSheets] = useState<string[]>([]);
  const [sheet, setSheet] = useState<string | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLParagraphElement>(null);
  // Each press of an early "Apply" focuses its message again, even when the words stay the same.
  const [applyPresses, setApplyPresses] = useState(0);
  // From the press of "Check the file" until the file is sent (or refused before it).
  const [reading, setReading] = useState(false);
  const { context } = snapshot;
  const state = String(snapshot.value);
  const title = uploadTitle(state, context.problemTotal, context.applied);

  useEffect(() => {
    onTitle?.(title);
  }, [title, onTitle]);
  useEffect(() => () => onTitle?.(null), [onTitle]);
  // The list this upload scheduled is cancelled: "Scheduled for ..." goes from the heading and the title.
  const scheduledChange = state === "applied" ? context.applied?.change_id : undefined;
  useEffect(() => {
    if (cancelledChange !== null && scheduledChange === cancelledChange) send({ type: "upload.reset" });
  }, [cancelledChange, scheduledChange, send]);

  useEffect(() => {
    if (context.missing) missingRef.current?.focus();
    if (context.missing === "file") setFileError(copy.missing.file);
  }, [context.missing, applyPresses]);

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
      setFileError(copy.missing.file);
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    // "Checking…" shows in the press's own frame; the file is read and the screen redrawn for
    // the check in the next (at 4x CPU both in one frame took 200 to 300 ms, issue 36).
    setReading(true);
    try {
      await afterNextPaint();
      await check(file);
    } finally {
      setReading(false);
    }
  };

  /** Reads the file (a workbook by the server) and sends it for the dry run. */
  const check = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let csv = new TextDecoder().decode(bytes);
    // Anything not text (a workbook, or a file to be named and refused) is read by the server into a sheet's CSV text.
    if (csv.slice(0, 4096).includes("\u0000") || csv.startsWith("PK") || /\.(xlsx|ods|xls|numbers)$/i.test(file.name)) {
      let binary = "";
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      const chosen = sheet !== undefined && sheets.includes(sheet) ? sheet : undefined;
      const read = await (await staffClient()).readWorkbook(file.name, btoa(binary), chosen);
      if (read.kind !== "ok") {
        setFileError(read.msg || copy.missing.file);
        fileRef.current?.focus();
        return;
      }
      setSheets(read.data.sheets);
      setSheet(read.data.sheet);
      csv = read.data.csv;
    }
    send({ type: "upload.submit", upload: { fileName: file.name, csv, effectiveFrom, retireMissing: retire } });
  };

  const busy = state === "parsing" || state === "applying";
  const locked = state === "previewing" || state === "applying";
  const diff = context.diff;
  return (
    <section aria-labelledby="upload-heading" className="staff-upload">
      <h2 id="upload-heading">{copy.heading}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FileField
          ref={fileRef}
          label={copy.file}
          accept=".csv,text/csv,.xlsx,.ods,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
          description={copy.fileHint}
          {...(fileError ? { errorMessage: fileError } : {})}
          onChange={() => {
            setFileError(null);
            setSheets([]);
            setSheet(undefined);
          }}
          isDisabled={busy}
          className="staff-field"
        />
        {sheets.length > 1 ? (
          <Select
            label={copy.sheet}
            options={sheets.map((name) => ({ id: name, label: name }))}
            value={sheet ?? null}
            onChange={(value) => setSheet(value === null ? undefined : String(value))}
            description={copy.sheetHint}
            isDisabled={busy || locked}
            className="staff-field"
          />
        ) : null}
        {/* What is checked is what is applied: the date and the option are locked while a preview stands. */}
        <DateField
          label={copy.effectiveFrom}
          min={today}
          value={effectiveFrom}
          onChange={setEffectiveFrom}
          isDisabled={busy || locked}
          {...(locked && context.upload ? { description: copy.locked(context.upload.effectiveFrom, context.upload.retireMissing) } : {})}
          className="staff-field"
        />
        <Checkbox isSelected={retire} onChange={setRetire} isDisabled={busy || locked} className="staff-field">
          {copy.retire}
        </Checkbox>
        <PlainButton type="submit" variant="primary" disabled={busy || reading}>
          {reading || state === "parsing" ? copy.checking : copy.check}
        </PlainButton>
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
              <Checkbox isSelected={flagsConfirmed} onChange={setFlagsConfirmed} className="staff-field">
                {copy.confirmFlags(diff.counts.flagged)}
              </Checkbox>
            ) : null}
          </>
        ) : null}

        {state === "applied" && context.applied ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {copy.applied(context.applied.scheduled, context.applied.effective_from)}
            </h3>
            <p>{copy.counts(context.applied)}</p>
            <PlainButton variant="outline" onClick={() => send({ type: "upload.reset" })}>
              {copy.another}
            </PlainButton>
          </>
        ) : null}

        {state === "failed" ? (
          <>
            <h3 ref={outcomeRef} tabIndex={-1}>
              {copy.failed}
            </h3>
            <p role="alert" className="staff-error">{context.error}</p>
            <PlainButton variant="outline" onClick={() => send({ type: "upload.reset" })}>
              {copy.startOver}
            </PlainButton>
          </>
        ) : null}
        <div className="staff-actions">
          <PlainButton
            variant="primary"
            aria-describedby={context.missing ? "apply-missing" : undefined}
            onClick={() => {
              if (busy) return;
              send({ type: "upload.apply", flagsConfirmed, fileChosen: (fileRef.current?.files?.length ?? 0) > 0 });
              setApplyPresses((presses) => presses + 1);
            }}
          >
            {state === "applying" ? copy.applying : copy.apply}
          </PlainButton>
          {locked ? (
            <PlainButton variant="outline" disabled={state === "applying"} onClick={() => send({ type: "upload.reset" })}>
              {copy.startOver}
            </PlainButton>
          ) : null}
        </div>
        <p id="apply-missing" ref={missingRef} tabIndex={-1} className="staff-error staff-missing">
          {context.missing ? missingText(context.missing, diff?.counts.flagged ?? 0) : ""}
        </p>
      </div>
    </section>
  );
}

import { LinkButton, PageHeading, SearchField, Table } from "@jute/ui";
import { memo, useEffect, useMemo, useState } from "react";
import type { PriceListData } from "@jute/api/contract";
import { ScheduledChanges } from "./changes/scheduled-changes";
import { staffCopy } from "./staff.copy";
import { PriceUploadScreen } from "./price-upload/price-upload-screen";
import { formatPrice } from "./price-format";
import { staffClient } from "./staff-api";
import { CountStatus, ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

const copy = staffCopy.prices;
/** Rows of the list shown at once (the whole list is in the download). */
const SHOWN_AT_MOST = 100;

/** A price row's spec in words: size, count, ply, oil. */
const specOf = (row: { size: string; yarn_count: string; ply: string; oil: string }) =>
  [row.size, row.yarn_count && `count ${row.yarn_count}`, row.ply && `ply ${row.ply}`, row.oil].filter(Boolean).join(", ");

/** The list in force as a file: fetched with the staff token, offered as a download link. */
function DownloadLink({ round }: { round: number }) {
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  useEffect(() => {
    let url = "";
    let live = true;
    void staffClient()
      .then((client) => client.exportPriceList())
      .then((result) => {
        if (!live || result.kind !== "ok") return;
        url = URL.createObjectURL(new Blob([result.data.csv], { type: "text/csv;charset=utf-8" }));
        setFile({ url, name: result.data.file_name });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [round]);
  if (!file) return <p>{copy.download}: preparing…</p>;
  return (
    <p>
      <LinkButton variant="primary" href={file.url} download={file.name}>
        {copy.download}
      </LinkButton>
    </p>
  );
}

/**
 * The prices in force (the first SHOWN_AT_MOST rows of those the filter matches): a component of
 * its own, memoised, so that what the upload above it changes (its state, the page's title)
 * does not render these hundred rows again: on a phone at 4x CPU that render was part of the
 * 200 to 400 ms before "Check the file" showed anything (issue 36, `pnpm bench:inp`).
 */
const InForceTable = memo(function InForceTable({ shown, total }: { shown: PriceListData["prices"]; total: number }) {
  return (
    <Table
      caption={
        shown.length > SHOWN_AT_MOST
          ? `The first ${SHOWN_AT_MOST} of ${shown.length} matching prices: filter to narrow, or download the list`
          : `${shown.length} of ${total} prices`
      }
      columns={[
        { id: "company", name: "Company" },
        { id: "sub", name: "Sub-category" },
        { id: "spec", name: "Spec" },
        { id: "price", name: "Ex-mill (USD)" },
        { id: "kg", name: "kg per unit" },
        { id: "since", name: "In force since" },
      ]}
      rows={shown.slice(0, SHOWN_AT_MOST).map((row) => ({
        id: row.key,
        cells: { company: row.company, sub: row.sub_category, spec: specOf(row), price: formatPrice(row.price), kg: row.kg, since: row.effective_from },
      }))}
      className="table-scroll"
    />
  );
});

export function PricesPage() {
  const [list, reload] = useStaffCall((client) => client.getPriceList());
  const [round, setRound] = useState(0);
  const [filter, setFilter] = useState("");
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [uploadTitle, setUploadTitle] = useState<string | null>(null);
  useStaffTitle(uploadTitle ?? loadedTitle(copy.heading, list, list.kind === "ok" && list.data.prices.length === 0 ? copy.noneInForce : undefined));
  const refresh = () => {
    reload();
    setRound((value) => value + 1);
  };

  const shown = useMemo(() => {
    if (list.kind !== "ok") return [];
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return list.data.prices.filter((row) => {
      const text = `${row.company} ${row.sub_category} ${row.size} ${row.yarn_count} ${row.oil}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [list, filter]);

  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const cancel = async (changeId: string) => {
    setStatus("");
    setError("");
    setCancelling(true);
    const result = await (await staffClient()).cancelScheduledList(changeId).finally(() => setCancelling(false));
    if (result.kind === "ok") {
      setCancelled(changeId);
      setStatus(copy.cancelled);
      refresh();
    } else setError(result.msg || "Error");
  };

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <LoadState state={list} />
      {list.kind === "ok" ? (
        <>
          <DownloadLink round={round} />
          <PriceUploadScreen today={list.data.today} onApplied={refresh} onTitle={setUploadTitle} cancelledChange={cancelled} />

          <section aria-labelledby="scheduled-heading" className="staff-below">
            <h2 id="scheduled-heading">{copy.scheduled}</h2>
            <StatusLine takeFocus>{status}</StatusLine>
            {error ? <ErrorLine>{error}</ErrorLine> : null}
            <ScheduledChanges
              none={copy.noneScheduled}
              busy={cancelling}
              onCancel={(changeId) => void cancel(changeId)}
              changes={list.data.scheduled.map((change) => ({
                changeId: change.change_id,
                summary: (
                  <>
                    <strong>From {change.effective_from}</strong>: {copy.scheduledCount(change.total)}, uploaded by {change.staff_email}
                    {change.file_name ? ` (${change.file_name})` : ""}
                  </>
                ),
                cancelLabel: copy.cancel(change.change_id, change.effective_from),
                confirm: { question: copy.cancelQuestion(change.effective_from), detail: copy.cancelDetail(change.effective_from, change.total), yes: copy.cancelYes, no: staffCopy.keep },
                details: (
                  <Table
                    caption={`Prices scheduled for ${change.effective_from}`}
                    columns={[
                      { id: "company", name: "Company" },
                      { id: "sub", name: "Sub-category" },
                      { id: "spec", name: "Spec" },
                      { id: "price", name: "Price (USD)" },
                    ]}
                    rows={change.rows.map((row) => ({
                      id: row.key,
                      cells: { company: row.company, sub: row.sub_category, spec: specOf(row), price: row.retired ? "retired" : formatPrice(row.price) },
                    }))}
                    className="table-scroll"
                  />
                ),
              }))}
            />
          </section>

          <section aria-labelledby="in-force-heading" className="staff-below">
            <h2 id="in-force-heading">{copy.inForce(list.data.prices.length, list.data.today)}</h2>
            <p>{copy.today(list.data.today, list.data.time_zone)}</p>
            <SearchField label={copy.filter} value={filter} onChange={setFilter} className="staff-field" />
            <CountStatus text={filter.trim() ? copy.matching(shown.length, list.data.prices.length, filter.trim()) : ""} />
            <InForceTable shown={shown} total={list.data.prices.length} />
          </section>
        </>
      ) : null}
    </>
  );
}

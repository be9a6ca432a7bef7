import "../../../shared/flows/flows.css";
import { COMPANIES, OIL_TYPES, PLIES, yarnCountsFor, type CostResult } from "@jute/api/contract";
import { Select, Spinner } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../../../shared/call-states/busy-button";
import type { FormEvent } from "react";
import { companyCode, LookupStatus, lowestPrice } from "../lookup-status";
import { QuoteResults } from "../quote-results";
import { returnHere } from "../view-price";
import { costingSearchMachine, type SearchFilters } from "./costing-search.machine";

export interface CostingSearchProps {
  category_id: string;
  sub_category_id: string;
  sub_category_name: string | undefined;
  /** Selections kept through a login. */
  kept?: { filters: Partial<SearchFilters>; lookupAtStart: boolean } | null;
  machine?: typeof costingSearchMachine;
  /** The screen's name ("CRX Jute Yarn"), for the status. */
  name?: string;
}

/** "count 8, 2 ply, VOT": a yarn quote's spec. */
export const yarnSpec = (quote: CostResult): string => {
  const item = quote.items[0];
  return item ? [item.cost_count && `count ${item.cost_count}`, item.ply && `${item.ply} ply`, item.oil].filter(Boolean).join(", ") : "";
};


/** What the status names: the yarn, then the selections the result is for. */
const yarnSubject = (name: string, filters: SearchFilters) =>
  [name, filters.count && `count ${filters.count}`, filters.ply && `${filters.ply} ply`, filters.oil, companyCode(filters.company) ?? "both mills"].filter(Boolean).join(", ");

const companyOptions = COMPANIES.map((company) => ({ id: company.id, label: company.code }));
const plyOptions = PLIES.map((ply) => ({ id: ply, label: ply }));
const oilOptions = OIL_TYPES.map((oil) => ({ id: oil, label: oil }));

/** The yarn costing search: count, ply, oil type and company, then the first result and its status. */
export function CostingSearchScreen({ category_id, sub_category_id, sub_category_name, kept, machine = costingSearchMachine, name = sub_category_name ?? "" }: CostingSearchProps) {
  const [snapshot, send] = useMachine(machine, {
    input: { category_id, sub_category_id, ...(kept ? { filters: kept.filters, lookupAtStart: kept.lookupAtStart } : {}) },
  });
  const { filters, result, lookedUp, error } = snapshot.context;
  const loading = snapshot.matches("loading");
  const change = (field: keyof SearchFilters) => (value: string | number | null) =>
    send({ type: "filters.change", field, value: value === null ? null : String(value) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) send({ type: "search.submit" });
  };
  const counts = yarnCountsFor(sub_category_name).map((count) => ({ id: count, label: count }));
  const state = snapshot.matches("results") ? "results" : snapshot.matches("empty") ? "empty" : snapshot.matches("error") ? "error" : loading ? "loading" : "idle";
  const subject = lookedUp ? yarnSubject(name, lookedUp) : "";

  return (
    <div className="costing">
      {/* A native form: nothing to validate, so react-aria's Form is not needed here. */}
      <form onSubmit={onSubmit} className="costing__form" aria-label="Price search">
        <Select label="Count" emptyLabel="Select Count" options={counts} value={filters.count} onChange={change("count")} />
        <Select label="Ply" emptyLabel="Select Ply" options={plyOptions} value={filters.ply} onChange={change("ply")} />
        <Select label="Oil Type" emptyLabel="Select Oil Type" options={oilOptions} value={filters.oil} onChange={change("oil")} />
        <Select label="Company" emptyLabel="Select Company" options={companyOptions} value={filters.company} onChange={change("company")} />
        <BusyButton busy={loading} busyLabel="Searching…">
          Submit
        </BusyButton>
      </form>
      <LookupStatus state={state} count={result ? 1 : 0} subject={subject} lowest={result ? lowestPrice([result]) : null} error={error} />
      {loading && <Spinner label="Looking up prices" size="lg" />}
      {state === "results" && result && (
        <QuoteResults quotes={[result]} specHeading="Yarn" specOf={yarnSpec} returnTo={returnHere({ filters })} />
      )}
    </div>
  );
}

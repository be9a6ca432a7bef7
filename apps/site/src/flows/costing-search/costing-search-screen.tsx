import "../flows.css";
import { COMPANIES, OIL_TYPES, PLIES } from "@jute/api/contract";
import { Select, Spinner } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { BusyButton } from "../busy-button";
import type { FormEvent } from "react";
import { site } from "../../content/site";
import { PriceOrLogin, returnHere } from "../view-price";
import { countOptions } from "./count-options";
import { costingSearchMachine, type SearchFilters } from "./costing-search.machine";

export interface CostingSearchProps {
  category_id: string;
  sub_category_id: string;
  sub_category_name: string | undefined;
  /** Selections kept through a login. */
  kept?: { filters: Partial<SearchFilters>; lookupAtStart: boolean } | null;
  machine?: typeof costingSearchMachine;
}

const companyOptions = COMPANIES.map((company) => ({ id: company.id, label: company.code }));
const plyOptions = PLIES.map((ply) => ({ id: ply, label: ply }));
const oilOptions = OIL_TYPES.map((oil) => ({ id: oil, label: oil }));

/** The yarn costing search: count, ply, oil type and company, then the first result. */
export function CostingSearchScreen({ category_id, sub_category_id, sub_category_name, kept, machine = costingSearchMachine }: CostingSearchProps) {
  const [snapshot, send] = useMachine(machine, {
    input: { category_id, sub_category_id, ...(kept ? { filters: kept.filters, lookupAtStart: kept.lookupAtStart } : {}) },
  });
  const { filters, result } = snapshot.context;
  const loading = snapshot.matches("loading");
  const change = (field: keyof SearchFilters) => (value: string | number | null) =>
    send({ type: "filters.change", field, value: value === null ? null : String(value) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) send({ type: "search.submit" });
  };
  const counts = countOptions(sub_category_name).map((count) => ({ id: count, label: count }));
  const item = result?.items[0];

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
      {loading && <Spinner label="Looking up prices" size="lg" />}
      {snapshot.matches("empty") && <p className="costing__no-data">No data found</p>}
      {snapshot.matches("results") && result && (
        <section className="costing__result" aria-labelledby="costing-result-heading">
          <h2 id="costing-result-heading">{result.name}</h2>
          <img src={result.img.trim() !== "" ? result.img : site.defaultCategoryImage.src} alt="" width={200} height={200} className="costing__image" />
          <table className="costing__table">
            <caption className="visually-hidden">Price of {result.name}</caption>
            <tbody>
              <tr><th scope="row">Product Name</th><td>{result.name}</td></tr>
              <tr><th scope="row">Category</th><td>{result.category}</td></tr>
              <tr><th scope="row">Sub Category</th><td>{result.sub_category}</td></tr>
              <tr><th scope="row">Count</th><td>{item?.cost_count ?? ""}</td></tr>
              <tr><th scope="row">Ply</th><td>{item?.ply ?? ""}</td></tr>
              <tr><th scope="row">Port</th><td>{item?.location ?? ""}</td></tr>
              <tr>
                <th scope="row">Price</th>
                <td>
                  <PriceOrLogin cost={result.cost} unit={result.unit} returnTo={returnHere({ filters })} quote={result} />
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

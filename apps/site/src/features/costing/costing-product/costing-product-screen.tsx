import "../../../shared/flows/flows.css";
import { COMPANIES, type ProductSize } from "@jute/api/contract";
import { Select, Spinner } from "@jute/ui";
import { useMachine } from "@xstate/react";
import type { FormEvent } from "react";
import type { CategoryNavState } from "../../../shared/config/navigation-state";
import { BusyButton } from "../../../shared/call-states/busy-button";
import { productRules, type ProductRouteKey } from "../costing-rules";
import { companyCode, LookupStatus, lowestPrice } from "../lookup-status";
import { QuoteResults } from "../quote-results";
import { screenName } from "../screen-title";
import { returnHere } from "../view-price";
import { costingProductMachine, type ProductFilters } from "./costing-product.machine";

const companyOptions = COMPANIES.map((company) => ({ id: company.id, label: company.code }));

/** A size that is only numbers in its unit: "6", "500", "20 x 30" (not "8.5 oz, 145" with cm). */
const MEASURE = /^\d+(\.\d+)?( x \d+(\.\d+)?)*$/;

/** "Size (mm)" when every size is a measure in one shared unit; "Size" when sizes mix units ("44 x 26.5 in, 1200 g"). */
export function sizeLabel(sizes: readonly ProductSize[]): string {
  const units = new Set(sizes.map((size) => size.unit.trim()));
  const [unit] = units;
  return units.size === 1 && unit && sizes.every((size) => MEASURE.test(size.size.trim())) ? `Size (${unit})` : "Size";
}

/** A size as the select offers it: its text with its unit, once. */
export const sizeText = (size: ProductSize) => `${size.size} ${size.unit}`.trim();

export interface CostingProductProps {
  route: ProductRouteKey;
  context: CategoryNavState;
  kept?: { filters: Partial<ProductFilters>; lookupAtStart: boolean } | null;
  machine?: typeof costingProductMachine;
}

/** A costing product page's form, its on-page status and the quotes. */
export function CostingProductScreen({ route, context, kept, machine = costingProductMachine }: CostingProductProps) {
  const rules = productRules(route, context);
  const [snapshot, send] = useMachine(machine, {
    input: {
      category_id: context.category_id,
      child_category_id: context.child_category_id,
      sub_category_id: context.sub_category_id,
      ...rules,
      ...(kept ? { filters: kept.filters, lookupAtStart: true } : {}),
    },
  });
  const { filters, sizes, ports, results, withSizes, lookedUp, error } = snapshot.context;
  const loading = snapshot.matches({ lookup: "loading" });
  // The Size select is there when the page offers sizes and the product has some.
  const showSizes = withSizes && sizes.length > 0;
  const change = (field: keyof ProductFilters) => (value: string | number | null) =>
    send({ type: "filters.change", field, value: value === null ? null : String(value) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) send({ type: "lookup.submit" });
  };

  // What the status names: the product, then the selections the results are for.
  const chosenSize = withSizes && lookedUp?.size ? sizes.find((size) => size.product_size_id === lookedUp.size) : undefined;
  const subject = lookedUp
    ? [
        screenName(context),
        chosenSize ? sizeText(chosenSize) : null,
        companyCode(lookedUp.company) ?? "both mills",
        ports.find((port) => port.truck_fare_id === lookedUp.port)?.location ?? "every port",
      ]
        .filter(Boolean)
        .join(", ")
    : "";
  const state = snapshot.matches({ lookup: "results" }) ? "results" : snapshot.matches({ lookup: "empty" }) ? "empty" : snapshot.matches({ lookup: "error" }) ? "error" : loading ? "loading" : "idle";

  return (
    <div className="costing">
      {/* A native form: nothing to validate, so react-aria's Form is not needed here. */}
      <form onSubmit={onSubmit} className="costing__form" aria-label="Price search">
        <Select label="Company" emptyLabel="Select Company" options={companyOptions} value={filters.company} onChange={change("company")} />
        {showSizes && (
          <Select
            label={sizeLabel(sizes)}
            emptyLabel="Select Size"
            options={sizes.map((size) => ({ id: size.product_size_id, label: sizeText(size) }))}
            value={filters.size}
            onChange={change("size")}
          />
        )}
        <Select
          label="Port"
          emptyLabel="Select Port"
          options={ports.map((port) => ({ id: port.truck_fare_id, label: port.location }))}
          value={filters.port}
          onChange={change("port")}
        />
        <BusyButton busy={loading} busyLabel="Looking up prices…">
          Submit
        </BusyButton>
      </form>
      <LookupStatus state={state} count={results.length} subject={subject} lowest={lowestPrice(results)} error={error} />
      {loading && <Spinner label="Looking up prices" size="lg" />}
      {state === "results" && (
        <QuoteResults
          quotes={results}
          // Each quote's size (with its unit, as the server writes it); unsized products their type.
          specHeading={results.every((quote) => quote.size !== "") ? "Size" : "Type"}
          specOf={(quote) => (quote.size !== "" ? quote.size : quote.sub_category)}
          returnTo={returnHere({ filters })}
        />
      )}
    </div>
  );
}

import "../flows.css";
import { COMPANIES } from "@jute/api/contract";
import { PlainButton, Select, Spinner } from "@jute/ui";
import { useMachine } from "@xstate/react";
import type { FormEvent } from "react";
import type { CategoryNavState } from "../../config/navigation-state";
import { site } from "../../content/site";
import { PriceOrLogin, returnHere } from "../view-price";
import { costingProductMachine, type ProductFilters } from "./costing-product.machine";

export type CostingProductPage = "bag" | "cloth" | "rope" | "traditional" | "soilSaver";

/** Each page's rules, from the original: default port, size select, lookup at mount. */
export function pageRules(page: CostingProductPage, context: CategoryNavState) {
  const childOne = context.child_category_id === "1";
  return {
    defaultPort: page === "bag" ? "2" : "1",
    withSizes: !((page === "bag" || page === "cloth") && childOne),
    lookupAtStart: page === "bag" || (page === "cloth" && childOne),
  };
}

const companyOptions = COMPANIES.map((company) => ({ id: company.id, label: company.code }));

export interface CostingProductProps {
  page: CostingProductPage;
  context: CategoryNavState;
  kept?: { filters: Partial<ProductFilters>; lookupAtStart: boolean } | null;
  machine?: typeof costingProductMachine;
}

/** A costing product page's form and result table. */
export function CostingProductScreen({ page, context, kept, machine = costingProductMachine }: CostingProductProps) {
  const rules = pageRules(page, context);
  const [snapshot, send] = useMachine(machine, {
    input: {
      category_id: context.category_id,
      child_category_id: context.child_category_id,
      sub_category_id: context.sub_category_id,
      ...rules,
      ...(kept ? { filters: kept.filters, lookupAtStart: true } : {}),
    },
  });
  const { filters, sizes, ports, results, withSizes } = snapshot.context;
  const loading = snapshot.matches({ lookup: "loading" });
  const change = (field: keyof ProductFilters) => (value: string | number | null) =>
    send({ type: "filters.change", field, value: value === null ? null : String(value) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) send({ type: "lookup.submit" });
  };
  const first = results[0];
  // A page that picks a size shows the size in the table; the others the sub-category.
  const thirdColumn = withSizes ? "Size" : "Sub Category";

  return (
    <div className="costing">
      {/* A native form: nothing to validate, so react-aria's Form is not needed here. */}
      <form onSubmit={onSubmit} className="costing__form" aria-label="Price search">
        <Select label="Company" emptyLabel="Select Company" options={companyOptions} value={filters.company} onChange={change("company")} />
        {withSizes && (
          <Select
            label="Size"
            emptyLabel="Select Size"
            options={sizes.map((size) => ({ id: size.product_size_id, label: `${size.size} ${size.unit}`.trim() }))}
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
        <PlainButton type="submit" disabled={loading}>
          Submit
        </PlainButton>
      </form>
      {loading && <Spinner label="Looking up prices" size="lg" />}
      {snapshot.matches({ lookup: "empty" }) && <p className="costing__no-data">No data found</p>}
      {snapshot.matches({ lookup: "results" }) && first && (
        <section className="costing__result" aria-label="Prices">
          <img src={first.img.trim() !== "" ? first.img : site.defaultCategoryImage.src} alt="" width={200} height={200} className="costing__image" />
          <table className="costing__table costing__table--rows">
            <caption className="visually-hidden">Prices</caption>
            <thead>
              <tr>
                <th scope="col">Product Name</th>
                <th scope="col">Category</th>
                <th scope="col">{thirdColumn}</th>
                <th scope="col">Port</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {results.map((row) => (
                <tr key={row.price_id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.category}</td>
                  <td>{withSizes ? [row.size, row.size ? sizes.find((s) => s.product_size_id === row.product_size_id)?.unit : ""].filter(Boolean).join(" ") : row.sub_category}</td>
                  <td>{row.items[0]?.location ?? ""}</td>
                  <td>
                    <PriceOrLogin cost={row.cost} unit={row.unit} returnTo={returnHere({ filters })} quote={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

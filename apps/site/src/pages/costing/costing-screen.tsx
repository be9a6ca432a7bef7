import { LinkButton, PageHeading } from "@jute/ui";
import { href } from "../../config/paths";
import { site } from "../../content/site";
import { useCategoryState } from "../../lib/use-navigation-state";
import { costingFallbacks, costingHeading, isBrowseScreen, type CostingRouteKey } from "./costing-contexts";

/**
 * A costing or browse screen. Its context comes from navigation state (the menus and product
 * pages pass it) or, opened directly, from the context its route implies.
 *
 * The lookup itself (selects, results table, prices for members) arrives with the price
 * lookup issue, which replaces the body of this screen with its machine-driven flow; the
 * heading and context handling stay.
 */
export function CostingScreen({ screen }: { screen: CostingRouteKey }) {
  const context = useCategoryState(costingFallbacks[screen]);
  const heading = costingHeading(context);
  const browse = isBrowseScreen(screen);
  const parent = context.category_name !== heading && context.category_name !== "" ? context.category_name : null;
  return (
    <div className="container page page--narrow costing-screen" data-category-id={context.category_id || undefined}>
      {parent && <p className="eyebrow">{parent}</p>}
      <PageHeading>{heading}</PageHeading>
      <p className="lead">
        {browse
          ? `Choose a product of ${heading === "Product Categories" ? "our range" : heading} to look up its price by mill and port of shipment.`
          : `Look up the price of ${heading} by mill, size and port of shipment.`}{" "}
        Prices are in US dollars and are shown to registered members.
      </p>
      <div className="callout">
        <h2>Online price lookup is on its way</h2>
        <p>
          We are connecting this page to our price list. Until then, our sales team will send you a quotation for{" "}
          {heading === "Product Categories" ? "any of our products" : heading}, usually within one working day.
        </p>
        <ul className="action-list">
          <li>
            <LinkButton href={`mailto:${site.email}?subject=${encodeURIComponent(`Price enquiry: ${heading}`)}`} variant="primary">
              Email {site.email}
            </LinkButton>
          </li>
          <li>
            <LinkButton href={href("products")} variant="outline">
              See our products
            </LinkButton>
          </li>
        </ul>
      </div>
    </div>
  );
}

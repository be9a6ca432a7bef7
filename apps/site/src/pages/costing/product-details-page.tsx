import { LinkButton, PageHeading } from "@jute/ui";
import { useParams } from "wouter";
import { href } from "../../config/paths";
import { site } from "../../content/site";

/**
 * A diversified product's detail page (/product-details/:id, the one URL parameter of the
 * site). Its description, specification and price arrive with the price lookup issue.
 */
export function ProductDetailsPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <div className="container page page--narrow">
      <p className="eyebrow">Diversified Products</p>
      <PageHeading>Product Details</PageHeading>
      <p className="lead">
        The description, specification and price of product number {id} will show here. Prices are in US dollars and are
        shown to registered members.
      </p>
      <div className="callout">
        <h2>Ask us about this product</h2>
        <p>Our sales team will send you its specification and a quotation, usually within one working day.</p>
        <ul className="action-list">
          <li>
            <LinkButton
              href={`mailto:${site.email}?subject=${encodeURIComponent(`Product enquiry: product ${id}`)}`}
              variant="primary"
            >
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

import "../../../shared/flows/flows.css";
import { PageHeading, Spinner } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { site } from "../../../shared/content/site";
import { NoDataFound } from "../../../shared/call-states/no-data-found";
import { useQuoteAction } from "../../../shared/slots/quote-action-slot";
import { PriceOrLogin, returnHere } from "../view-price";
import { PriceTerms } from "../quote-results";
import { pricesTitle, useScreenTitle } from "../screen-title";
import { SessionEndedNotice } from "../session-ended-notice";
import { productDetailsMachine } from "./product-details.machine";

/** /product-details/{id}: the product's description, specification, picture and price. */
export function ProductDetailsScreen({ id, machine = productDetailsMachine }: { id: string; machine?: typeof productDetailsMachine }) {
  const [snapshot, send] = useMachine(machine, { input: { id } });
  const { product, quote } = snapshot.context;
  const QuoteAction = useQuoteAction();
  useScreenTitle(product ? pricesTitle(product.sub_category_name) : null);

  if (snapshot.matches("results") && product) {
    return (
      <article className="product-details">
        <p className="eyebrow">{product.category_name}</p>
        <PageHeading>{product.sub_category_name}</PageHeading>
        <SessionEndedNotice />
        <img src={product.img.trim() !== "" ? product.img : site.defaultCategoryImage.src} alt="" width={300} height={300} className="product-details__image" />
        <p className="lead">{product.description}</p>
        {product.specification.length > 0 && (
          <dl className="product-details__spec">
            {product.specification.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="product-details__price">
          Price:{" "}
          {quote ? (
            <>
              <PriceOrLogin cost={quote.cost} unit={quote.unit} returnTo={returnHere({})} />{" "}
              <PriceTerms quote={quote} />
            </>
          ) : (
            <span>on request</span>
          )}
        </p>
        {/* Beside the price, not inside its sentence: the button is read on its own. */}
        {quote && quote.cost !== null && QuoteAction && (
          <p>
            <QuoteAction quote={quote} />
          </p>
        )}
      </article>
    );
  }

  return (
    <div>
      <PageHeading>Product Details</PageHeading>
      {snapshot.matches("loading") ? (
        <Spinner label="Loading the product" size="lg" />
      ) : (
        <>
          {/* A failure says why on the page (no toast repeats it, issue 26). */}
          {snapshot.matches("error") && snapshot.context.error !== null && (
            <p role="alert" className="costing__error">
              {snapshot.context.error}
            </p>
          )}
          <NoDataFound onRetry={snapshot.matches("error") ? () => send({ type: "product.retry" }) : undefined} />
        </>
      )}
    </div>
  );
}

import { specSheetHref } from "@jute/api/contract";
import { LinkButton } from "@jute/ui";
import { ContentPageView } from "../../../shared/content/view/content-page-view";
import type { SlidesProps } from "../../../shared/content/view/slides";
import type { ProductPage } from "../../../shared/content/types";

/**
 * A product display page: its copy and specifications, a link to its costing page (with the
 * costing screen's context in navigation state, as the original passes it), its spec sheet
 * (a PDF the server makes from the catalogue, without prices) and trade facts.
 */
type SpecSheetIds = Parameters<typeof specSheetHref>[0];
export function ProductPageView({ page, slides }: { page: ProductPage; slides?: Omit<SlidesProps, "slides" | "label"> }) {
  const costing = (
    <p className="product-costing">
      <LinkButton href={page.costing.href} routerOptions={{ state: page.costingState ?? page.category }} variant="primary">
        {page.costing.label}
      </LinkButton>
      <span className="product-costing__note">Prices are shown to registered members.</span>
      <a className="product-costing__sheet" href={specSheetHref(page.costingState?.category_id ? (page.costingState as SpecSheetIds) : page.category)} download>
        Spec sheet (PDF)
      </a>
    </p>
  );
  return (
    <ContentPageView page={page} afterIntro={costing} {...(slides ? { slides } : {})}>
      {page.facts && page.facts.length > 0 && (
        <aside className="callout" aria-labelledby="facts-heading">
          <h2 id="facts-heading">Good to know</h2>
          <ul className="bullet-list">
            {page.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </aside>
      )}
    </ContentPageView>
  );
}

import { LinkButton } from "@jute/ui";
import { CardGrid } from "../../../shared/content/view/cards";
import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { careers } from "./company.copy";

/** Careers: the areas we hire for, and the application by email. */
export function CareersPage() {
  const mailto = `mailto:${careers.applyEmail}?subject=${encodeURIComponent(careers.applySubject)}`;
  return (
    <ContentPageView
      page={careers}
      afterIntro={
        <p>
          <LinkButton href={mailto} variant="primary">
            Apply by email: {careers.applyEmail}
          </LinkButton>
        </p>
      }
    >
      <section aria-labelledby="openings-heading" className="content-section">
        <div>
          <h2 id="openings-heading">Where we hire</h2>
          <CardGrid cards={careers.openings} />
        </div>
      </section>
    </ContentPageView>
  );
}

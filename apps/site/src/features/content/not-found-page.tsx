import { LinkButton, PageHeading } from "@jute/ui";
import { href } from "../../shared/config/paths";

/** Any path that is not a route of the site (the server answers it with status 404). */
export function NotFoundPage() {
  return (
    <div className="container page page--narrow not-found">
      <PageHeading>Page not found</PageHeading>
      <p className="lead">
        We could not find the page you asked for. It may have moved, or the address may have a typing mistake.
      </p>
      <ul className="not-found__links">
        <li>
          <LinkButton href={href("home")} variant="primary">
            Go to the home page
          </LinkButton>
        </li>
        <li>
          <LinkButton href={href("products")} variant="outline">
            See our products
          </LinkButton>
        </li>
      </ul>
    </div>
  );
}

import { Link } from "wouter";
import { PageHeading } from "../../components/page-heading";
import { href } from "../../config/paths";

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
          <Link href={href("home")} className="button button--primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link href={href("products")} className="button button--secondary">
            See our products
          </Link>
        </li>
      </ul>
    </div>
  );
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { terms } from "./legal.copy";

export function TermsPage() {
  return <ContentPageView page={terms} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { keyPersons } from "./company.copy";

export function KeyPersonsPage() {
  return <ContentPageView page={keyPersons} />;
}

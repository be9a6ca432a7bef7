import { ContentPageView } from "../../components/content/content-page-view";
import { keyPersons } from "../../content/company";

export function KeyPersonsPage() {
  return <ContentPageView page={keyPersons} />;
}

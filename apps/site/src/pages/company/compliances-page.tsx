import { ContentPageView } from "../../components/content/content-page-view";
import { compliances } from "../../content/company";

export function CompliancesPage() {
  return <ContentPageView page={compliances} />;
}

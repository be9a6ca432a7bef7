import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { compliances } from "./company.copy";

export function CompliancesPage() {
  return <ContentPageView page={compliances} />;
}

import { HubPageView } from "../../../shared/content/view/hub-page-view";
import { companyHub } from "./company.copy";

export function CompanyHubPage() {
  return <HubPageView page={companyHub} />;
}

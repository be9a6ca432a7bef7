import { HubPageView } from "../../components/content/hub-page-view";
import { companyHub } from "../../content/company";

export function CompanyHubPage() {
  return <HubPageView page={companyHub} />;
}

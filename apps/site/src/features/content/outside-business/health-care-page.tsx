import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { healthCare } from "./outside-business.copy";

export function HealthCarePage() {
  return <ContentPageView page={healthCare} />;
}

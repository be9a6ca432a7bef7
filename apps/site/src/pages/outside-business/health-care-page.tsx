import { ContentPageView } from "../../components/content/content-page-view";
import { healthCare } from "../../content/outside-business";

export function HealthCarePage() {
  return <ContentPageView page={healthCare} />;
}

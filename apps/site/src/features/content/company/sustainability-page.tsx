import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { sustainability } from "./company.copy";

export function SustainabilityPage() {
  return <ContentPageView page={sustainability} slides={{ label: "Sustainability at our mills" }} />;
}

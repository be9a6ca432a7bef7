import { ContentPageView } from "../../components/content/content-page-view";
import { sustainability } from "../../content/company";

export function SustainabilityPage() {
  return <ContentPageView page={sustainability} slides={{ label: "Sustainability at our mills" }} />;
}

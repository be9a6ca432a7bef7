import { ContentPageView } from "../../components/content/content-page-view";
import { ourFacilities } from "../../content/company";

export function OurFacilitiesPage() {
  return <ContentPageView page={ourFacilities} slides={{ label: "Our facilities" }} />;
}

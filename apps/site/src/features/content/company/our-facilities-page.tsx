import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { ourFacilities } from "./company.copy";

export function OurFacilitiesPage() {
  return <ContentPageView page={ourFacilities} slides={{ label: "Our facilities" }} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { typesOfJute } from "./jute.copy";

export function TypesOfJutePage() {
  return <ContentPageView page={typesOfJute} slides={{ label: "Types of jute" }} />;
}

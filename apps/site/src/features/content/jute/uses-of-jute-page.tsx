import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { usesOfJute } from "./jute.copy";

export function UsesOfJutePage() {
  return <ContentPageView page={usesOfJute} slides={{ label: "Uses of jute" }} />;
}

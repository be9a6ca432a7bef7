import { ContentPageView } from "../../components/content/content-page-view";
import { usesOfJute } from "../../content/jute";

export function UsesOfJutePage() {
  return <ContentPageView page={usesOfJute} slides={{ label: "Uses of jute" }} />;
}

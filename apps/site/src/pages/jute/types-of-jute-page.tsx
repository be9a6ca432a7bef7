import { ContentPageView } from "../../components/content/content-page-view";
import { typesOfJute } from "../../content/jute";

export function TypesOfJutePage() {
  return <ContentPageView page={typesOfJute} slides={{ label: "Types of jute" }} />;
}

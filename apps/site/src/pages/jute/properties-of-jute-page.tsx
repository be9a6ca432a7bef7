import { ContentPageView } from "../../components/content/content-page-view";
import { propertiesJute } from "../../content/jute";

export function PropertiesOfJutePage() {
  return <ContentPageView page={propertiesJute} />;
}

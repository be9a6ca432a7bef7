import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { propertiesJute } from "./jute.copy";

export function PropertiesOfJutePage() {
  return <ContentPageView page={propertiesJute} />;
}

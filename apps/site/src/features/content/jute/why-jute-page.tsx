import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { whyJute } from "./jute.copy";

export function WhyJutePage() {
  return <ContentPageView page={whyJute} />;
}

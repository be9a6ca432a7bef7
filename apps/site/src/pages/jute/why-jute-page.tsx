import { ContentPageView } from "../../components/content/content-page-view";
import { whyJute } from "../../content/jute";

export function WhyJutePage() {
  return <ContentPageView page={whyJute} />;
}

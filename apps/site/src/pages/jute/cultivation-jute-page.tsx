import { ContentPageView } from "../../components/content/content-page-view";
import { cultivationJute } from "../../content/jute";

export function CultivationJutePage() {
  return <ContentPageView page={cultivationJute} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { cultivationJute } from "./jute.copy";

export function CultivationJutePage() {
  return <ContentPageView page={cultivationJute} />;
}

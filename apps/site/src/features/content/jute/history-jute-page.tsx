import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { historyJute } from "./jute.copy";

export function HistoryJutePage() {
  return <ContentPageView page={historyJute} />;
}

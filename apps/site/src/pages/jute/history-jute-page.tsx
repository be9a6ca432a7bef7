import { ContentPageView } from "../../components/content/content-page-view";
import { historyJute } from "../../content/jute";

export function HistoryJutePage() {
  return <ContentPageView page={historyJute} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { ourHistory } from "./company.copy";

export function OurHistoryPage() {
  return <ContentPageView page={ourHistory} />;
}

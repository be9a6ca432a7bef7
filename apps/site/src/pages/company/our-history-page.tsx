import { ContentPageView } from "../../components/content/content-page-view";
import { ourHistory } from "../../content/company";

export function OurHistoryPage() {
  return <ContentPageView page={ourHistory} />;
}

import { ContentPageView } from "../../components/content/content-page-view";
import { howWeDoIt } from "../../content/company";

export function HowWeDoItPage() {
  return <ContentPageView page={howWeDoIt} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { howWeDoIt } from "./company.copy";

export function HowWeDoItPage() {
  return <ContentPageView page={howWeDoIt} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { howWeDo } from "./jute.copy";

export function HowWeDoPage() {
  return <ContentPageView page={howWeDo} />;
}

import { ContentPageView } from "../../components/content/content-page-view";
import { howWeDo } from "../../content/jute";

export function HowWeDoPage() {
  return <ContentPageView page={howWeDo} />;
}

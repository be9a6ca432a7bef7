import { ContentPageView } from "../../components/content/content-page-view";
import { juteDiversification } from "../../content/jute";

export function JuteDiversificationPage() {
  return <ContentPageView page={juteDiversification} slides={{ label: "Diversified jute products", interval: 5000, transitionMs: 1000, height: 400 }} />;
}

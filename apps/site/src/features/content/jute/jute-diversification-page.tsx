import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { juteDiversification } from "./jute.copy";

export function JuteDiversificationPage() {
  return <ContentPageView page={juteDiversification} slides={{ label: "Diversified jute products", interval: 5000, transitionMs: 1000, height: 400 }} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { aboutUs } from "./company.copy";

export function AboutUsPage() {
  return <ContentPageView page={aboutUs} />;
}

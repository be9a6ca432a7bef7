import { ContentPageView } from "../../components/content/content-page-view";
import { aboutUs } from "../../content/company";

export function AboutUsPage() {
  return <ContentPageView page={aboutUs} />;
}

import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { privacyNotice } from "./legal.copy";

export function PrivacyPage() {
  return <ContentPageView page={privacyNotice} />;
}

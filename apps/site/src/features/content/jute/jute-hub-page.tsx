import { HubPageView } from "../../../shared/content/view/hub-page-view";
import { juteHub } from "./jute.copy";

export function JuteHubPage() {
  return <HubPageView page={juteHub} />;
}

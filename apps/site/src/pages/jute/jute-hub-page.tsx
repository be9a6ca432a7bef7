import { HubPageView } from "../../components/content/hub-page-view";
import { juteHub } from "../../content/jute";

export function JuteHubPage() {
  return <HubPageView page={juteHub} />;
}
